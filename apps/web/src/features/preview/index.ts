// The live preview's public surface: the page beside a form (the builder, the refine screen, the
// cover letter editor). pdf.js and the renderer stay out of it: PagePreview loads them when shown.
export { BesideTheForm } from './beside-the-form';
export { CannotDrawPreview, canDrawPreview, PagePreview } from './page-preview';
export { LetterPagePreview, ResumePagePreview } from './page-previews';
// The renderer and the page drawing themselves, for pictures of a page elsewhere (the resumes
// list's thumbnails): both start their workers only when first used.
export { drawPdfPages } from './pdf-pages';
export { createRenderWorker, PdfRenderClient } from './pdf-render-client';
export type { PreviewOptions } from './render-protocol';
