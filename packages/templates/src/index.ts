/**
 * @resume/templates: resume PDFs from ResumeData, identical in the browser preview and the server
 * export. Fonts ship with the package (src/fonts); see README.md for what a bundler must do.
 *
 * Every .tsx file starts with a `@jsxRuntime automatic` pragma: tsx (the benchmarks, scripts) takes
 * its JSX settings from the tsconfig of the directory it is run from, not from this package.
 */
export { WATERMARK_TEXT } from '@resume/core';
export type { Paper } from './blocks/page';
export { ResumeDocument, type ResumeDocumentProps } from './document';
export { type RenderDocxOptions, renderResumeDocx } from './docx/render-docx';
export { countPdfPages } from './fit/count-pages';
export type { FitChoices } from './fit/fit-ladder';
export { fitResumeToOnePage } from './fit/fit-resume';
export type { FitOutcome } from './fit/fit-search';
export { READABLE_BOUNDS } from './fit/readable-bounds';
export * from './html';
export { LetterDocument, type LetterDocumentProps } from './letter/letter-document';
export { type RenderLetterOptions, renderLetterPdf } from './letter/render-letter';
export { renderLetterDocx } from './letter/render-letter-docx';
export { type RenderResumeOptions, renderResumePdf } from './render';
export { TEMPLATE_IDS } from './templates';
