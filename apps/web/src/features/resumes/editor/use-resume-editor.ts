import { useCallback } from 'react';
import { resumeRequests } from '../api/resume-requests';
import { ResumeEditorStore } from './resume-editor-store';
import { useEditorStore } from './use-editor-store';

/** The editor of one resume for a screen: state, edits, and saving that never loses an edit. */
export function useResumeEditor(id: string) {
  const create = useCallback(() => new ResumeEditorStore(id, resumeRequests), [id]);
  return useEditorStore(create);
}
