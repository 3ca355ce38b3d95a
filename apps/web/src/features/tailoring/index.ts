// Tailored copies: made from the Analyze step with a posting, reviewed on the copy's Analyze step.
export { TailorCopyButton } from './tailor-copy-button';
export { TailoringReview } from './tailoring-review';
