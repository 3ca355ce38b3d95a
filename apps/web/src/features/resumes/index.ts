// The resumes feature's public surface, used by the step screens (builder, refine, export).
export { resumeKeys, useCreateResume, useResumeList } from './api/resume-queries';
export { ConflictNotice } from './components/conflict-notice';
export { SaveStatusBadge } from './components/save-status';
export type { ResumeDocument } from './editor/resume-document';
export { useResumeEditor } from './editor/use-resume-editor';
export { useCurrentResumeId } from './use-current-resume-id';
