import type { ResumeDocument } from './resume-document';

/**
 * Unsaved edits kept in the browser, per document, with the server version they were made on: they
 * survive a reload, a lost connection and a server restart, and are merged when they get back.
 */
export type LocalDraft<Doc = ResumeDocument> = {
  baseVersion: number;
  base: Doc;
  draft: Doc;
  savedAt: number;
};

/** One kind of document's drafts in localStorage, each under `prefix` + its id. */
export type LocalDrafts<Doc> = {
  read(id: string): LocalDraft<Doc> | null;
  write(id: string, draft: LocalDraft<Doc>): void;
  clear(id: string): void;
};

export function localDrafts<Doc>(prefix: string): LocalDrafts<Doc> {
  const key = (id: string) => `${prefix}${id}`;
  return {
    read(id) {
      try {
        const raw = localStorage.getItem(key(id));
        return raw ? (JSON.parse(raw) as LocalDraft<Doc>) : null;
      } catch {
        return null;
      }
    },
    write(id, draft) {
      try {
        localStorage.setItem(key(id), JSON.stringify(draft));
      } catch {
        // Storage full or disabled: the server copy is still saved on the next successful request.
      }
    },
    clear(id) {
      localStorage.removeItem(key(id));
    },
  };
}

export const RESUME_DRAFT_PREFIX = 'resume-draft:';

const resumeDrafts = localDrafts<ResumeDocument>(RESUME_DRAFT_PREFIX);

export const readLocalDraft = (id: string) => resumeDrafts.read(id);
export const writeLocalDraft = (id: string, draft: LocalDraft) => resumeDrafts.write(id, draft);
export const clearLocalDraft = (id: string) => resumeDrafts.clear(id);
