// The template gallery: every template as its first page with the person's own resume in it, drawn
// by the preview's renderer (the export's). Used by the template picker and on /start.
export { sampleResume } from './sample-resume';
export { PlanBadge, TemplateGallery } from './template-gallery';
export { useSavedResumeData } from './use-saved-resume';
