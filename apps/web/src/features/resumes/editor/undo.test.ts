import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typedField } from './edit-history';
import type { ResumeDocument } from './resume-document';
import { ResumeEditorStore } from './resume-editor-store';
import { fakeResumeServer } from './test-resume';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

async function loaded(server = fakeResumeServer()) {
  const store = new ResumeEditorStore('r1', server.requests, { debounceMs: 1000, retryDelaysMs: [1000] });
  await store.load();
  return { store, server };
}

const setSummary = (summary: string) => (doc: ResumeDocument) => ({ ...doc, data: { ...doc.data, summary } });
const setTitle = (title: string) => (doc: ResumeDocument) => ({ ...doc, data: { ...doc.data, title } });
const addSkill = (name: string) => (doc: ResumeDocument) => ({
  ...doc,
  data: { ...doc.data, skills: [...doc.data.skills, { name, level: null }] },
});
const summary = (store: ResumeEditorStore) => store.getState().doc?.data.summary;

/** Types `text` into the summary a key at a time, `gapMs` apart. */
async function type(store: ResumeEditorStore, text: string, gapMs = 100) {
  const start = summary(store) ?? '';
  for (let i = 1; i <= text.length; i++) {
    store.edit(setSummary(start + text.slice(0, i)));
    await vi.advanceTimersByTimeAsync(gapMs);
  }
}

describe('undo and redo', () => {
  it('typing in one field is one step; a pause of a second or more starts another', async () => {
    const { store } = await loaded();
    expect(store.getState()).toMatchObject({ canUndo: false, canRedo: false });
    await type(store, 'Hello');
    await vi.advanceTimersByTimeAsync(1500);
    await type(store, ' world');
    expect(store.getState().canUndo).toBe(true);
    store.undo();
    expect(summary(store)).toBe('Hello');
    store.undo();
    expect(summary(store)).toBe('');
    expect(store.getState()).toMatchObject({ canUndo: false, canRedo: true });
    store.redo();
    store.redo();
    expect(summary(store)).toBe('Hello world');
  });

  it('moving to another field starts a new step, even without a pause', async () => {
    const { store } = await loaded();
    await type(store, 'Lead');
    store.edit(setTitle('E'));
    store.edit(setTitle('Engineer'));
    store.undo();
    expect(store.getState().doc?.data).toMatchObject({ title: '', summary: 'Lead' });
    store.undo();
    expect(summary(store)).toBe('');
  });

  it('adding, removing or moving an entry is a step of its own', async () => {
    const { store } = await loaded();
    store.edit(addSkill('Go'));
    store.edit(addSkill('SQL'));
    store.edit((doc) => ({ ...doc, data: { ...doc.data, skills: [...doc.data.skills].reverse() } }));
    store.undo();
    expect(store.getState().doc?.data.skills.map((s) => s.name)).toEqual(['Go', 'SQL']);
    store.undo();
    expect(store.getState().doc?.data.skills.map((s) => s.name)).toEqual(['Go']);
    store.undo();
    expect(store.getState().doc?.data.skills).toEqual([]);
  });

  it('a new edit after an undo forgets the redo', async () => {
    const { store } = await loaded();
    store.edit(addSkill('Go'));
    store.undo();
    expect(store.getState().canRedo).toBe(true);
    store.edit(addSkill('Rust'));
    expect(store.getState().canRedo).toBe(false);
    store.redo();
    expect(store.getState().doc?.data.skills.map((s) => s.name)).toEqual(['Rust']);
  });

  it('an undo is saved by the autosave like any edit', async () => {
    const { store, server } = await loaded();
    await type(store, 'Draft');
    await vi.advanceTimersByTimeAsync(1100);
    expect(server.current.data.summary).toBe('Draft');
    store.undo();
    expect(store.getState().status).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(1100);
    expect(server.current.data.summary).toBe('');
    expect(store.getState().status).toBe('saved');
    store.redo();
    await vi.advanceTimersByTimeAsync(1100);
    expect(server.current.data.summary).toBe('Draft');
  });

  it("undo after a merge keeps the other writer's changes", async () => {
    const { store, server } = await loaded();
    store.edit(addSkill('Go'));
    server.writeElsewhere((r) => ({ data: { ...r.data, title: 'Their title' } }));
    await vi.advanceTimersByTimeAsync(1100);
    await vi.advanceTimersByTimeAsync(10);
    expect(server.current.data).toMatchObject({ title: 'Their title', skills: [{ name: 'Go' }] });
    store.undo();
    expect(store.getState().doc?.data).toMatchObject({ title: 'Their title', skills: [] });
  });

  it("taking the other writer's values is not undone, and leaves no step that undoes nothing", async () => {
    const { store, server } = await loaded();
    await type(store, 'Mine');
    server.writeElsewhere((r) => ({ data: { ...r.data, summary: 'Theirs' } }));
    await vi.advanceTimersByTimeAsync(1100);
    await vi.advanceTimersByTimeAsync(10);
    expect(store.getState().conflicts).toEqual(['data.summary']);
    store.takeTheirs();
    expect(summary(store)).toBe('Theirs');
    expect(store.getState().canUndo).toBe(false);
  });

  it('a restored copy from the server is shown as saved, and undo brings back what was on screen', async () => {
    const { store, server } = await loaded();
    await type(store, 'Before restore');
    await store.flush();
    server.writeElsewhere((r) => ({ data: { ...r.data, summary: 'Restored' } }));
    store.adopt(structuredClone(server.current));
    expect(store.getState()).toMatchObject({ status: 'saved', conflicts: [], canUndo: true });
    expect(summary(store)).toBe('Restored');
    expect(store.savedVersion).toBe(server.current.version);
    store.undo();
    await vi.advanceTimersByTimeAsync(1100);
    expect(server.current.data.summary).toBe('Before restore');
    expect(server.puts.at(-1)?.version).toBe(3);
  });
});

describe('typedField', () => {
  it('names the one text changed, and nothing else', () => {
    const a = { data: { summary: 'a', skills: [{ name: 'Go' }] } };
    expect(typedField(a, { data: { ...a.data, summary: 'ab' } })).toBe('.data.summary');
    expect(typedField(a, { data: { ...a.data, skills: [{ name: 'Gol' }] } })).toBe('.data.skills.0.name');
    expect(typedField(a, { data: { ...a.data, skills: [] } })).toBeNull();
    expect(typedField(a, { data: { summary: 'b', skills: [{ name: 'Rust' }] } })).toBeNull();
    expect(typedField({ level: null }, { level: 'expert' })).toBeNull();
  });
});
