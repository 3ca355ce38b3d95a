export { CoverLetterSection } from './cover-letter-list';
export { WriteCoverLetterButton } from './write-cover-letter-button';
