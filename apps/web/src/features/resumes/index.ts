// The resumes feature's public surface, used by the step screens (builder, refine, export).
export { resumeKeys, useChangeResumeData, useCreateResume, useResumeList } from './api/resume-queries';
export { ConflictNotice } from './components/conflict-notice';
export { SaveStatusBadge } from './components/save-status';
export type { ResumeDocument } from './editor/resume-document';
export type { SaveStatus } from './editor/resume-editor-store';
export { useResumeEditor } from './editor/use-resume-editor';
export {
  readUploadReport,
  rememberUploadReport,
  type UploadReport,
  useUploadReport,
} from './upload-warnings';
export { useCurrentResumeId } from './use-current-resume-id';
