export { CoverLetterSection } from './cover-letter-list';
