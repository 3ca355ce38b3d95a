export { useCoverLetterList } from './api/cover-letter-queries';
export { CoverLetterSection } from './cover-letter-list';
export { WriteCoverLetterButton } from './write-cover-letter-button';
