import { deepEqual } from '@resume/core';

/** Typing into one field with pauses shorter than this is one step of undo. */
export const TYPING_STEP_MS = 1000;

/** Steps kept; the oldest go first. Each is the whole document, mostly shared with its neighbours. */
const MAX_STEPS = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Adds the text paths changed from `a` to `b` to `found`; false once the change is anything else. */
function collectTexts(a: unknown, b: unknown, path: string, found: string[]): boolean {
  if (a === b) return true;
  if (typeof a === 'string' && typeof b === 'string') {
    found.push(path);
    return found.length === 1;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    return a.every((item, i) => collectTexts(item, b[i], `${path}.${i}`, found));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => collectTexts(a[key], b[key], `${path}.${key}`, found));
  }
  return false;
}

/**
 * The path of the one text that changed from `before` to `after` (typing), or null when the change
 * is anything else: an entry added, removed or moved, a choice made, several fields at once. Edits
 * share the parts they leave alone, so the walk skips them by reference.
 */
export function typedField(before: unknown, after: unknown): string | null {
  const found: string[] = [];
  return collectTexts(before, after, '', found) && found.length === 1 ? (found[0] ?? null) : null;
}

/** Drops states equal to the one nearer the present: after a rebase they would undo nothing. */
function withoutRepeats<Doc>(states: Doc[], present: Doc): Doc[] {
  const kept: Doc[] = [];
  let nearer = present;
  for (let i = states.length - 1; i >= 0; i--) {
    const state = states[i] as Doc;
    if (!deepEqual(state, nearer)) kept.unshift(state);
    nearer = state;
  }
  return kept;
}

/**
 * Undo and redo of one document's edits, as whole states. Typing into one field coalesces into
 * one step until the person pauses or moves to another field; any other change is a step alone.
 */
export class EditHistory<Doc> {
  /** Oldest first; the last is the state before the newest step. */
  private past: Doc[] = [];
  /** The last is the next redo. */
  private future: Doc[] = [];
  private typing: { path: string; at: number } | null = null;

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Records an edit from `before` to `after`; a new edit forgets what was undone. */
  record(before: Doc, after: Doc, now = Date.now()): void {
    const path = typedField(before, after);
    if (path === null && deepEqual(before, after)) return;
    const typing = this.typing;
    const sameRun = path !== null && typing?.path === path && now - typing.at < TYPING_STEP_MS;
    if (!sameRun) this.push(before);
    this.typing = path === null ? null : { path, at: now };
    this.future = [];
  }

  /** Makes what was on screen before `present` (a copy the server wrote) a step of its own. */
  step(before: Doc): void {
    this.push(before);
    this.typing = null;
    this.future = [];
  }

  undo(present: Doc): Doc | undefined {
    return this.move(this.past, this.future, present);
  }

  redo(present: Doc): Doc | undefined {
    return this.move(this.future, this.past, present);
  }

  /**
   * Rewrites every kept state the way the document on screen was rewritten (another writer's
   * changes merged in, or their values taken), so undo never brings back what they replaced.
   */
  rebase(rewrite: (state: Doc) => Doc, present: Doc): void {
    this.past = withoutRepeats(this.past.map(rewrite), present);
    this.future = withoutRepeats(this.future.map(rewrite), present);
    this.typing = null;
  }

  private push(state: Doc) {
    this.past.push(state);
    if (this.past.length > MAX_STEPS) this.past.shift();
  }

  private move(from: Doc[], to: Doc[], present: Doc): Doc | undefined {
    const state = from.pop();
    if (state === undefined) return undefined;
    to.push(present);
    this.typing = null;
    return state;
  }
}
