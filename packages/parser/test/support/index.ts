// Test files for the parser's callers (the upload API and its fuzz test): `@resume/parser/testing`.
export * from './hostile-files';
export * from './sample-docx';
export * from './tiny-pdf';
export * from './zip';
