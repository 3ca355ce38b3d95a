import type { CoverLetter, CoverLetterContent, Resume, ResumeData } from '@resume/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
// The builder's store, reused as it is: it saves any `{ name, template, data }` document at a
// version (debounce, local draft, retries, three-way merge on 409). A letter travels through it as
// `data`; see letterRequests below. It is not in the resumes feature's index (see the report on
// issue 35 for the generalisation that would export it under a neutral name).
import {
  type EditorRequests,
  type EditorState,
  ResumeEditorStore,
} from '@/features/resumes/editor/resume-editor-store';
import { ApiError } from '@/lib/api-client';
import { coverLetterKeys } from './api/cover-letter-queries';
import { coverLetterRequests } from './api/cover-letter-requests';

/** The fields a person edits, without the server's bookkeeping. */
export const contentOf = ({
  id: _i,
  resume_id: _r,
  job_description: _j,
  version: _v,
  created_at: _c,
  updated_at: _u,
  ...content
}: CoverLetter): CoverLetterContent => content;

/** A letter in the shape the store keeps: its content as `data`, at the letter's version. */
const asStored = (letter: CoverLetter): Resume =>
  ({
    id: letter.id,
    name: '',
    template: '',
    data: contentOf(letter) as unknown as ResumeData,
    version: letter.version,
    created_at: letter.created_at,
    updated_at: letter.updated_at,
  }) as unknown as Resume;

export const letterOf = (data: ResumeData) => data as unknown as CoverLetterContent;

/** GET and PUT /cover-letters/{id} for the store; `onSaved` keeps the page's caches fresh. */
function letterRequests(onSaved: (letter: CoverLetter) => void): EditorRequests {
  return {
    get: async (id) => asStored(await coverLetterRequests.get(id)),
    update: async (id, { version, data }) => {
      const saved = await coverLetterRequests.update(id, { version, ...(data ? letterOf(data) : {}) });
      onSaved(saved);
      return asStored(saved);
    },
  };
}

export type LetterLoadProblem = 'not-found' | 'failed' | null;

const LOADING: EditorState = { status: 'loading', doc: null, conflicts: [], error: null };
const noSubscription = () => () => {};

/**
 * One cover letter's editor: the builder's autosave (about a second after typing stops, kept in the
 * browser until the server has it, sent when the page is hidden or left) and its merge on a 409.
 */
export function useCoverLetterEditor(id: string, options?: { debounceMs?: number }) {
  const queryClient = useQueryClient();
  const [store, setStore] = useState<ResumeEditorStore | null>(null);
  const [loadProblem, setLoadProblem] = useState<LetterLoadProblem>(null);
  const debounceMs = options?.debounceMs;
  useEffect(() => {
    setLoadProblem(null);
    const requests = letterRequests((saved) => {
      queryClient.setQueryData(coverLetterKeys.one(id), saved);
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.list, exact: true });
    });
    const editor = new ResumeEditorStore(
      id,
      {
        ...requests,
        get: (letterId) =>
          requests.get(letterId).catch((error: unknown) => {
            // Only the first reading decides the page; a later one (on a 409) is the store's to retry.
            if (!editor.getState().doc)
              setLoadProblem(error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed');
            throw error;
          }),
      },
      { debounceMs },
    );
    setStore(editor);
    void editor.load();
    const onOnline = () => editor.retryNow();
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
  }, [id, queryClient, debounceMs]);
  const state = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getState ?? (() => LOADING));
  return { ...state, store: store?.id === id ? store : null, loadProblem };
}
