// The shapes of the document editor store: its state, and what makes it one kind of document's.

export type SaveStatus = 'loading' | 'saved' | 'unsaved' | 'saving' | 'offline' | 'error';

export type EditorState<Doc> = {
  status: SaveStatus;
  doc: Doc | null;
  /** Fields both this tab and another writer changed; this tab's value was kept. */
  conflicts: string[];
  error: string | null;
  /** Whether there is an edit to undo, or an undone one to redo. */
  canUndo: boolean;
  canRedo: boolean;
};

/** The document's two endpoints: read it, and save it at the version it was read at. */
export type DocumentRequests<Saved, Update> = {
  get(id: string): Promise<Saved>;
  update(id: string, body: Update): Promise<Saved>;
};

/** What makes the store one kind of document's: its endpoints, its shape and its words. */
export type DocumentEditorConfig<Doc, Saved extends { version: number }, Update> = {
  requests: DocumentRequests<Saved, Update>;
  /** The fields a person edits, out of what the server returns. */
  documentOf(saved: Saved): Doc;
  /** The save request for `doc`, made on `version`. */
  toUpdate(version: number, doc: Doc): Update;
  /** Where unsaved edits are kept in localStorage: this prefix, then the document's id. */
  draftPrefix: string;
  messages: { notFound: string; loadError: string };
};

export type EditorOptions = { debounceMs?: number; retryDelaysMs?: number[] };

/** Before the document is read: nothing to show, nothing to undo. */
export const LOADING_STATE: EditorState<never> = {
  status: 'loading',
  doc: null,
  conflicts: [],
  error: null,
  canUndo: false,
  canRedo: false,
};
