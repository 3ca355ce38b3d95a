import { emptyResumeData, type Resume } from '@resume/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { SERVER_TROUBLE } from './document-editor-store';
import { readLocalDraft, writeLocalDraft } from './local-drafts';
import { ResumeEditorStore } from './resume-editor-store';
import { fakeResumeServer } from './test-resume';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

async function loaded(server: ReturnType<typeof fakeResumeServer>) {
  const store = new ResumeEditorStore('r1', server.requests, { debounceMs: 1000, retryDelaysMs: [1000] });
  await store.load();
  return store;
}

const setSummary = (summary: string) => (doc: { name: string; template: string; data: Resume['data'] }) => ({
  ...doc,
  data: { ...doc.data, summary },
});

describe('resume editor: never lose an edit', () => {
  it('autosaves about a second after typing stops, once', async () => {
    const server = fakeResumeServer();
    const store = await loaded(server);
    store.edit(setSummary('H'));
    await vi.advanceTimersByTimeAsync(500);
    store.edit(setSummary('Hello'));
    expect(store.getState().status).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(999);
    expect(server.puts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(server.puts).toHaveLength(1);
    expect(server.current.data.summary).toBe('Hello');
    expect(store.getState().status).toBe('saved');
    expect(readLocalDraft('r1')).toBeNull();
  });

  it('a save stored as sent leaves the resume on screen as it was; one the server changed shows its copy', async () => {
    // The same object after a plain save: nothing on screen (preview, analysis, sections) redoes work.
    const server = fakeResumeServer();
    const store = await loaded(server);
    store.edit(setSummary('Hello'));
    const typed = store.getState().doc;
    await vi.advanceTimersByTimeAsync(1010);
    expect(store.getState().status).toBe('saved');
    expect(store.getState().doc).toBe(typed);

    server.requests.update.mockImplementationOnce(async (_id, body) => {
      server.writeElsewhere(() => ({ data: { ...body.data!, summary: body.data!.summary.trim() } }));
      return structuredClone(server.current);
    });
    store.edit(setSummary('Trimmed by the server  '));
    await vi.advanceTimersByTimeAsync(1010);
    expect(store.getState().status).toBe('saved');
    expect(store.getState().doc?.data.summary).toBe('Trimmed by the server');
  });

  it('keeps an edit in the browser within half a second, before the autosave sends it', async () => {
    const server = fakeResumeServer();
    const store = await loaded(server);
    store.edit(setSummary('Kept if the tab crashes'));
    await vi.advanceTimersByTimeAsync(500);
    expect(server.puts).toHaveLength(0);
    expect(readLocalDraft('r1')?.draft.data.summary).toBe('Kept if the tab crashes');
  });

  it('keeps edits in the browser while the server is unreachable and sends them when it is back', async () => {
    const server = fakeResumeServer();
    const store = await loaded(server);
    server.online = false;
    store.edit(setSummary('Written offline'));
    await vi.advanceTimersByTimeAsync(1100);
    expect(store.getState().status).toBe('offline');
    expect(readLocalDraft('r1')?.draft.data.summary).toBe('Written offline');
    server.online = true;
    await vi.advanceTimersByTimeAsync(1100);
    expect(server.current.data.summary).toBe('Written offline');
    expect(store.getState().status).toBe('saved');
  });

  it('restores unsaved edits after a reload and saves them', async () => {
    const server = fakeResumeServer();
    const first = await loaded(server);
    server.online = false;
    first.edit(setSummary('Before the reload'));
    first.dispose();
    server.online = true;
    const second = await loaded(server);
    expect(second.getState().doc?.data.summary).toBe('Before the reload');
    await vi.advanceTimersByTimeAsync(10);
    expect(server.current.data.summary).toBe('Before the reload');
  });

  it('on a conflict keeps both sides: their new name and our new summary', async () => {
    const server = fakeResumeServer();
    const store = await loaded(server);
    server.writeElsewhere(() => ({ name: 'Renamed in another tab' }));
    store.edit(setSummary('Mine'));
    await vi.advanceTimersByTimeAsync(1100);
    expect(server.current).toMatchObject({ name: 'Renamed in another tab', version: 3 });
    expect(server.current.data.summary).toBe('Mine');
    expect(store.getState()).toMatchObject({ status: 'saved', conflicts: [] });
  });

  it('reports a field both changed and lets the person take the other version', async () => {
    const server = fakeResumeServer();
    const store = await loaded(server);
    server.writeElsewhere((r) => ({ data: { ...r.data, summary: 'Theirs' } }));
    store.edit(setSummary('Mine'));
    await vi.advanceTimersByTimeAsync(1100);
    expect(store.getState().conflicts).toEqual(['data.summary']);
    expect(server.current.data.summary).toBe('Mine');
    store.takeTheirs();
    await vi.advanceTimersByTimeAsync(1100);
    expect(server.current.data.summary).toBe('Theirs');
    expect(store.getState().conflicts).toEqual([]);
  });

  it('merges a stale local draft from an older version on load', async () => {
    const server = fakeResumeServer();
    writeLocalDraft('r1', {
      baseVersion: 1,
      base: { name: 'CV', template: 'classic', data: emptyResumeData() },
      draft: { name: 'CV', template: 'classic', data: { ...emptyResumeData(), summary: 'Local' } },
      savedAt: 0,
    });
    server.writeElsewhere(() => ({ name: 'Server name' }));
    const store = await loaded(server);
    await vi.advanceTimersByTimeAsync(10);
    expect(server.current).toMatchObject({ name: 'Server name' });
    expect(server.current.data.summary).toBe('Local');
    expect(store.getState().conflicts).toEqual([]);
  });

  it('says why a save was refused, naming the field', async () => {
    const server = fakeResumeServer();
    server.requests.update.mockRejectedValueOnce(
      new ApiError(422, [
        { loc: ['body', 'data', 'summary'], msg: 'At most 5,000 characters', type: 'too_big' },
      ]),
    );
    const store = await loaded(server);
    store.edit(setSummary('x'.repeat(6_000)));
    await vi.advanceTimersByTimeAsync(1_010);
    expect(store.getState()).toMatchObject({ status: 'error', error: 'Summary: At most 5,000 characters' });
  });

  it('keeps the edits and tells a failing server apart from a lost connection while it retries', async () => {
    const server = fakeResumeServer();
    server.requests.update
      .mockRejectedValueOnce(new ApiError(500, 'Internal server error'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const store = await loaded(server);
    store.edit(setSummary('Kept'));
    await vi.advanceTimersByTimeAsync(1_010);
    expect(store.getState()).toMatchObject({ status: 'offline', error: SERVER_TROUBLE });
    await vi.advanceTimersByTimeAsync(1_010);
    expect(store.getState()).toMatchObject({ status: 'offline', error: null });
    expect(readLocalDraft('r1')?.draft.data.summary).toBe('Kept');
  });

  it('says Resume not found for a missing resume', async () => {
    const server = fakeResumeServer();
    server.requests.get.mockRejectedValueOnce(new ApiError(404, 'Resume not found'));
    const store = await loaded(server);
    expect(store.getState()).toMatchObject({ status: 'error', error: 'Resume not found' });
  });
});
