export { type ComposeOptions, composeCoverLetter, letterDate } from './compose';
export { coverLetterToMarkdown, coverLetterToPlainText } from './letter-text';
export { type PostingNames, readPostingNames } from './posting-names';
export * from './schema';
