// The resumes feature's public surface, used by the step screens (builder, refine, export) and the
// cover letter editor (which saves its letter with the same editor store).
export { resumeKeys, useChangeResumeData, useCreateResume, useResumeList } from './api/resume-queries';
export { ConflictNotice } from './components/conflict-notice';
export { SaveStatusBadge } from './components/save-status';
export {
  DocumentEditorStore,
  type DocumentRequests,
  type EditorOptions,
  type EditorState,
  type SaveStatus,
} from './editor/document-editor-store';
export type { ResumeDocument } from './editor/resume-document';
export { useEditorStore } from './editor/use-editor-store';
export { useResumeEditor } from './editor/use-resume-editor';
export {
  readUploadReport,
  rememberUploadReport,
  type UploadReport,
  useUploadReport,
} from './upload-warnings';
export { useCurrentResumeId } from './use-current-resume-id';
