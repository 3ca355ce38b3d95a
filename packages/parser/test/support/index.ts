// Test files and tools for the parser's callers (the upload API and its fuzz test, the parse
// benchmark's leave-one-family-out run): `@resume/parser/testing`. Never used by the product.

export { foldWord } from '@resume/core';
export { FEATURE_NAMES, lineFeatures } from '../../src/model/line-features';
export { LINE_ROLES, withLineRoleModel } from '../../src/model/line-role';
export { forward, type Mlp } from '../../src/model/mlp';
export { bodySizeOf } from '../../src/sections/find-sections';
export * from './corpus-prediction';
export * from './hostile-files';
export * from './lexicons';
export * from './linkedin';
export { pdfDocumentLines } from './pdf-document-lines';
export * from './sample-docx';
export * from './tiny-pdf';
export * from './zip';
