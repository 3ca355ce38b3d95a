export { detectFileType, type FileType } from './detect-file-type';
export { ParseError, type ParseErrorCode } from './errors';
export {
  DEFAULT_MAX_PAGES,
  type ParsedResume,
  type ParseOptions,
  parseResume,
  type ResumeRefiner,
} from './parse-resume';
export { preparePdfReader } from './read/read-pdf';
