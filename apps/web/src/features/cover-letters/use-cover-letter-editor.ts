import type { CoverLetter, CoverLetterContent, UpdateCoverLetterRequest } from '@resume/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { DocumentEditorStore, useEditorStore } from '@/features/resumes';
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

/** The page's words for a letter that could not be opened. */
export const LETTER_LOAD_ERRORS = {
  notFound: 'This cover letter was not found. It may have been deleted, or belong to another account.',
  loadError: 'Your cover letter could not be loaded. Check your connection and reload the page.',
} as const;

/** The letter's unsaved edits in localStorage, apart from resumes' (`resume-draft:`). */
export const LETTER_DRAFT_PREFIX = 'cover-letter-draft:';

export type CoverLetterEditorStore = DocumentEditorStore<
  CoverLetterContent,
  CoverLetter,
  UpdateCoverLetterRequest
>;

/**
 * The builder's document editor for one letter: autosave about a second after typing stops, the
 * edits kept in the browser until the server has them, and a three-way merge of the letter's fields
 * on a 409. `onSaved` keeps the page's caches fresh.
 */
export function createCoverLetterEditor(
  id: string,
  onSaved: (letter: CoverLetter) => void,
  options?: { debounceMs?: number },
): CoverLetterEditorStore {
  return new DocumentEditorStore(
    id,
    {
      requests: {
        get: coverLetterRequests.get,
        update: async (letterId, body) => {
          const saved = await coverLetterRequests.update(letterId, body);
          onSaved(saved);
          return saved;
        },
      },
      documentOf: contentOf,
      toUpdate: (version, letter) => ({ version, ...letter }),
      draftPrefix: LETTER_DRAFT_PREFIX,
      messages: LETTER_LOAD_ERRORS,
    },
    options,
  );
}

/**
 * One cover letter's editor for a screen: saved as the builder saves a resume (and sent when the
 * page is hidden or left), its state, and the store to edit it with.
 */
export function useCoverLetterEditor(id: string, options?: { debounceMs?: number }) {
  const queryClient = useQueryClient();
  const debounceMs = options?.debounceMs;
  const create = useCallback(
    () =>
      createCoverLetterEditor(
        id,
        (saved) => {
          queryClient.setQueryData(coverLetterKeys.one(id), saved);
          void queryClient.invalidateQueries({ queryKey: coverLetterKeys.list, exact: true });
        },
        { debounceMs },
      ),
    [id, queryClient, debounceMs],
  );
  return useEditorStore(create);
}
