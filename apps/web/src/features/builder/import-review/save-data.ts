import type { ResumeData } from '@resume/core';
import type { ResumeDocument, SaveStatus } from '@/features/resumes';

/** What the review needs of the builder's editor store to save new data the builder's way. */
export type DataEditor = {
  edit(change: (doc: ResumeDocument) => ResumeDocument): void;
  flush(): Promise<void>;
  getState(): { status: SaveStatus; error: string | null };
};

const NOT_SAVED = 'Your choices could not be saved.';

/**
 * Replaces the resume's data through the editor and sends it at once: the editor's PUT names the
 * version it read and merges a conflict, and keeps the edit in the browser while offline. Rejects
 * only when the server refused it.
 */
export const saveData =
  (editor: DataEditor) =>
  async (data: ResumeData): Promise<void> => {
    editor.edit((doc) => ({ ...doc, data }));
    await editor.flush();
    const { status, error } = editor.getState();
    if (status === 'error') throw new Error(error ?? NOT_SAVED);
  };
