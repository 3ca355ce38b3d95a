// Test files and tools for the parser's callers (the upload API and its fuzz test, the parse
// benchmark's leave-one-family-out run): `@resume/parser/testing`. Never used by the product.

export { foldWord } from '@resume/core';
export { lexiconEntries, withoutLexiconEntries } from '../../src/lexicon';
export * from './hostile-files';
export * from './linkedin';
export * from './sample-docx';
export * from './tiny-pdf';
export * from './zip';
