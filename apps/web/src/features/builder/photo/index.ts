// The resume's optional photo, for the personal details step (templates with a photo place print it).
export { PhotoField } from './photo-field';
