import { useEffect, useState, useSyncExternalStore } from 'react';
import { resumeRequests } from '../api/resume-requests';
import { type EditorState, ResumeEditorStore } from './resume-editor-store';

const LOADING: EditorState = { status: 'loading', doc: null, conflicts: [], error: null };
const noSubscription = () => () => {};

/** The editor of one resume for a screen: state, edits, and saving that never loses an edit. */
export function useResumeEditor(id: string) {
  const [store, setStore] = useState<ResumeEditorStore | null>(null);
  useEffect(() => {
    const editor = new ResumeEditorStore(id, resumeRequests);
    setStore(editor);
    void editor.load();
    const onOnline = () => editor.retryNow();
    // Leaving or hiding the page sends the edits, and first keeps them in the browser: the request
    // may not outlive the page.
    const onLeave = () => void editor.flush();
    const onHide = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onHide);
      void editor.flush().finally(() => editor.dispose());
    };
  }, [id]);
  const state = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getState ?? (() => LOADING));
  return { ...state, store: store?.id === id ? store : null };
}
