import type { ResumeDocument } from './resume-document';

/**
 * Unsaved edits kept in the browser, per resume, with the server version they were made on: they
 * survive a reload, a lost connection and a server restart, and are merged when they get back.
 */
export type LocalDraft = {
  baseVersion: number;
  base: ResumeDocument;
  draft: ResumeDocument;
  savedAt: number;
};

const key = (id: string) => `resume-draft:${id}`;

export function readLocalDraft(id: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key(id));
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(id: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(key(id), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the server copy is still saved on the next successful request.
  }
}

export function clearLocalDraft(id: string): void {
  localStorage.removeItem(key(id));
}
