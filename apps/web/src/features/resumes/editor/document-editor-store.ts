import { deepEqual, takeAtPaths, threeWayMerge } from '@resume/core';
import { ApiError } from '@/lib/api-client';
import {
  type DocumentEditorConfig,
  type EditorOptions,
  type EditorState,
  LOADING_STATE,
} from './document-editor-types';
import { EditHistory } from './edit-history';
import { type LocalDrafts, localDrafts } from './local-drafts';
import { saveProblem } from './save-problem';

export type {
  DocumentEditorConfig,
  DocumentRequests,
  EditorOptions,
  EditorState,
  SaveStatus,
} from './document-editor-types';

/**
 * Unsaved edits reach localStorage at most this long after a keystroke. A write serialises the
 * whole document twice, too slow to repeat on every key; the page being hidden or left writes at once.
 */
const DRAFT_WRITE_MS = 500;

/** No answer, or the server failing: worth retrying, the edit stays in the browser meanwhile. */
/** What the status says while the server, reached, fails on its side; the edits wait on this device. */
export const SERVER_TROUBLE =
  'Not saved yet: the server had a problem. Changes kept on this device; trying again';

function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

/**
 * Keeps one document's edits safe: autosaves about a second after typing stops, keeps unsaved edits
 * in localStorage, retries while the server is unreachable, and on a version conflict merges both
 * sides' changes instead of dropping either.
 */
export class DocumentEditorStore<Doc, Saved extends { version: number }, Update> {
  private state: EditorState<Doc> = LOADING_STATE;
  private readonly history = new EditHistory<Doc>();
  private readonly listeners = new Set<() => void>();
  private base: Doc | null = null;
  private theirs: Doc | null = null;
  private version = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private draftTimer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private saveAgain = false;
  private retries = 0;
  private disposed = false;
  private readonly debounceMs: number;
  private readonly retryDelaysMs: number[];
  private readonly drafts: LocalDrafts<Doc>;

  constructor(
    readonly id: string,
    private readonly config: DocumentEditorConfig<Doc, Saved, Update>,
    options: EditorOptions = {},
  ) {
    this.drafts = localDrafts<Doc>(config.draftPrefix);
    this.debounceMs = options.debounceMs ?? 1000;
    this.retryDelaysMs = options.retryDelaysMs ?? [1000, 2000, 5000, 10_000, 15_000];
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  /** The server's version the next save is made on (a restore names it, as a save does). */
  get savedVersion(): number {
    return this.version;
  }

  private set(patch: Partial<EditorState<Doc>>) {
    const { canUndo, canRedo } = this.history;
    this.state = { ...this.state, ...patch, canUndo, canRedo };
    for (const listener of this.listeners) listener();
  }

  async load(): Promise<void> {
    const local = this.drafts.read(this.id);
    let saved: Saved;
    try {
      saved = await this.config.requests.get(this.id);
    } catch (error) {
      if (local && isTransient(error)) {
        this.base = local.base;
        this.version = local.baseVersion;
        this.set({ doc: local.draft, status: 'offline' });
        this.scheduleRetry();
        return;
      }
      const notFound = error instanceof ApiError && error.status === 404;
      const { messages } = this.config;
      this.set({ status: 'error', error: notFound ? messages.notFound : messages.loadError });
      return;
    }
    const server = this.config.documentOf(saved);
    this.base = server;
    this.version = saved.version;
    if (!local || deepEqual(local.draft, local.base)) {
      this.dropDraft();
      this.set({ doc: server, status: 'saved' });
      return;
    }
    // Edits made in this browser that never reached the server: bring them back.
    const { merged, conflicts } =
      local.baseVersion === saved.version
        ? { merged: local.draft, conflicts: [] }
        : threeWayMerge(local.base, local.draft, server);
    this.theirs = conflicts.length ? server : null;
    this.set({ doc: merged, conflicts, status: 'unsaved' });
    this.persist();
    void this.save();
  }

  /** Applies an edit, a step of undo; it is stored locally within DRAFT_WRITE_MS and sent after the debounce. */
  edit(change: (doc: Doc) => Doc): void {
    const before = this.state.doc;
    if (!before) return;
    const after = change(before);
    this.history.record(before, after);
    this.show(after);
  }

  /** Goes back one step; saved like any edit. */
  undo(): void {
    const doc = this.state.doc && this.history.undo(this.state.doc);
    if (doc) this.show(doc);
  }

  redo(): void {
    const doc = this.state.doc && this.history.redo(this.state.doc);
    if (doc) this.show(doc);
  }

  /**
   * Shows a copy the server wrote itself (a restored version) as saved, with no conflict to settle;
   * what was on screen stays one undo away. The caller sent the edits first (flush).
   */
  adopt(saved: Saved): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const doc = this.config.documentOf(saved);
    if (this.state.doc) this.history.step(this.state.doc);
    this.base = doc;
    this.version = saved.version;
    this.theirs = null;
    this.dropDraft();
    this.set({ doc, status: 'saved', conflicts: [], error: null });
  }

  /** Puts `doc` on screen as an unsaved edit: kept locally, then sent after the debounce. */
  private show(doc: Doc): void {
    this.set({ doc, status: this.state.status === 'offline' ? 'offline' : 'unsaved' });
    this.draftTimer ??= setTimeout(() => this.persist(), DRAFT_WRITE_MS);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.save(), this.debounceMs);
  }

  /** Takes the other writer's value for every conflicting field. */
  takeTheirs(): void {
    const theirs = this.theirs;
    const conflicts = this.state.conflicts;
    this.theirs = null;
    this.set({ conflicts: [] });
    if (!theirs || !conflicts.length || !this.state.doc) return;
    // Not a step of its own: every kept state takes their values too, so undo cannot bring ours back.
    const take = (doc: Doc) => takeAtPaths(doc, theirs, conflicts);
    const doc = take(this.state.doc);
    this.history.rebase(take, doc);
    this.show(doc);
  }

  dismissConflicts(): void {
    this.theirs = null;
    this.set({ conflicts: [] });
  }

  /** Stores the newest edits in localStorage now: the page is being hidden or left. */
  keepDraft(): void {
    if (this.draftTimer) this.persist();
  }

  /** Sends unsaved edits now (and waits for them); they are stored locally first, in case it fails. */
  async flush(): Promise<void> {
    this.keepDraft();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.save();
    if (this.inFlight) await this.inFlight;
  }

  dispose(): void {
    this.keepDraft();
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.listeners.clear();
  }

  private persist() {
    this.cancelDraftWrite();
    if (!this.base || !this.state.doc) return;
    this.drafts.write(this.id, {
      baseVersion: this.version,
      base: this.base,
      draft: this.state.doc,
      savedAt: Date.now(),
    });
  }

  /** The server has every edit: no local copy is needed, nor a write of one still waiting. */
  private dropDraft() {
    this.cancelDraftWrite();
    this.drafts.clear(this.id);
  }

  private cancelDraftWrite() {
    if (this.draftTimer) clearTimeout(this.draftTimer);
    this.draftTimer = null;
  }

  private save(): Promise<void> {
    if (this.inFlight) {
      this.saveAgain = true;
      return this.inFlight;
    }
    const sending = this.state.doc;
    if (!sending || !this.base || this.disposed) return Promise.resolve();
    if (deepEqual(sending, this.base)) {
      this.dropDraft();
      this.set({ status: 'saved' });
      return Promise.resolve();
    }
    this.set({ status: 'saving' });
    this.inFlight = this.send(sending).finally(() => {
      this.inFlight = null;
      if (this.saveAgain && !this.disposed) {
        this.saveAgain = false;
        void this.save();
      }
    });
    return this.inFlight;
  }

  private async send(sending: Doc): Promise<void> {
    try {
      const saved = await this.config.requests.update(this.id, this.config.toUpdate(this.version, sending));
      this.retries = 0;
      this.base = this.config.documentOf(saved);
      this.version = saved.version;
      const unchanged = deepEqual(this.state.doc, sending);
      if (unchanged) {
        this.dropDraft();
        // The server's copy is most often the one on screen, equal: keeping that one spares every
        // view of the document (a resume's preview render included) a new object to compare at each save.
        const doc = deepEqual(this.base, sending) ? this.state.doc : this.base;
        this.set({ doc, status: 'saved', error: null });
      } else {
        this.persist();
        this.saveAgain = true;
      }
    } catch (error) {
      await this.handleSaveError(error);
    }
  }

  private async handleSaveError(error: unknown) {
    if (error instanceof ApiError && error.status === 409) return this.mergeWithServer();
    if (isTransient(error)) {
      // A server that failed on its side (500) is no lost connection: the status says which it is.
      // A gateway's 502-504 and a 429 mean the server cannot take the save yet, as offline does.
      this.set({
        status: 'offline',
        error: error instanceof ApiError && error.status === 500 ? SERVER_TROUBLE : null,
      });
      this.scheduleRetry();
      return;
    }
    this.set({ status: 'error', error: saveProblem(error, this.config.messages.loadError) });
  }

  /** Someone else saved first: merge their version with ours and save the result. */
  private async mergeWithServer() {
    try {
      const latest = await this.config.requests.get(this.id);
      const theirs = this.config.documentOf(latest);
      const base = this.base!;
      const { merged, conflicts } = threeWayMerge(base, this.state.doc!, theirs);
      // Undo steps back through our own edits only: the other writer's changes stay in every state.
      this.history.rebase((state) => threeWayMerge(base, state, theirs).merged, merged);
      this.base = theirs;
      this.version = latest.version;
      if (conflicts.length) this.theirs = theirs;
      this.set({ doc: merged, conflicts: [...new Set([...this.state.conflicts, ...conflicts])] });
      this.persist();
      this.saveAgain = true;
    } catch (error) {
      await this.handleSaveError(error);
    }
  }

  private scheduleRetry() {
    if (this.disposed) return;
    const delay = this.retryDelaysMs[Math.min(this.retries, this.retryDelaysMs.length - 1)] ?? 5000;
    this.retries += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.save(), delay);
  }

  /** The browser says the network is back: try at once instead of waiting for the next retry. */
  retryNow(): void {
    if (this.state.status === 'offline') void this.flush();
  }
}
