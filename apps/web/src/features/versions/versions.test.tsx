import type { Resume, ResumeVersion, UpdateResumeRequest } from '@resume/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/ui/fields';
import { ResumeEditorStore } from '@/features/resumes/editor/resume-editor-store';
import { savedResume } from '@/features/resumes/editor/test-resume';
import { ApiError } from '@/lib/api-client';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { UndoRedoControls, VersionHistoryButton } from './index';

const ID = '11111111-1111-4111-8111-111111111111';
const VERSIONS = `/resumes/${ID}/versions`;

/** The resume on the server, with the API's version rule. */
function server() {
  const state = { resume: savedResume({ id: ID }), puts: [] as UpdateResumeRequest[] };
  const requests = {
    get: async () => structuredClone(state.resume),
    update: async (_id: string, body: UpdateResumeRequest) => {
      state.puts.push(body);
      if (body.version !== state.resume.version) throw new ApiError(409, { msg: 'stale' });
      state.resume = {
        ...state.resume,
        ...body,
        data: body.data ?? state.resume.data,
        version: body.version + 1,
      };
      return structuredClone(state.resume);
    },
  };
  return { state, requests };
}

/** The lead mounts the two controls in the editor's header; this page stands in for it. */
function Page({ store }: { store: ResumeEditorStore }) {
  const { doc } = useSyncExternalStore(store.subscribe, store.getState);
  if (!doc) return null;
  const set = (key: 'title' | 'summary') => (value: string) =>
    store.edit((d) => ({ ...d, data: { ...d.data, [key]: value } }));
  return (
    <div>
      <UndoRedoControls store={store} />
      <VersionHistoryButton store={store} />
      <TextField label="Title" value={doc.data.title} onValueChange={set('title')} />
      <TextField label="Summary" value={doc.data.summary} onValueChange={set('summary')} />
    </div>
  );
}

async function mount() {
  const api = server();
  const store = new ResumeEditorStore(ID, api.requests, { debounceMs: 50 });
  await store.load();
  renderRoutes([{ path: '/', element: <Page store={store} /> }], '/');
  return { store, api };
}

const version = (overrides: Partial<ResumeVersion>): ResumeVersion => ({
  id: '22222222-2222-4222-8222-222222222222',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  cause: 'manual',
  name: 'Before the interview',
  restored_from: null,
  ...overrides,
});

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('undo and redo controls', () => {
  it('Ctrl+Z undoes across fields, the focused field shows the value, and Ctrl+Shift+Z and Ctrl+Y redo', async () => {
    fakeApi({});
    await mount();
    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect((undo as HTMLButtonElement).disabled).toBe(true);
    expect((redo as HTMLButtonElement).disabled).toBe(true);
    const title = screen.getByLabelText('Title');
    const summary = screen.getByLabelText('Summary');
    await userEvent.type(title, 'Dev');
    await userEvent.type(summary, 'Ok');
    expect((undo as HTMLButtonElement).disabled).toBe(false);

    await userEvent.keyboard('{Control>}z{/Control}');
    expect((summary as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(summary);
    expect((title as HTMLInputElement).value).toBe('Dev');
    await userEvent.keyboard('{Meta>}z{/Meta}');
    expect((title as HTMLInputElement).value).toBe('');
    expect((undo as HTMLButtonElement).disabled).toBe(true);

    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect((title as HTMLInputElement).value).toBe('Dev');
    await userEvent.keyboard('{Control>}y{/Control}');
    expect((summary as HTMLInputElement).value).toBe('Ok');
    expect((redo as HTMLButtonElement).disabled).toBe(true);
  });

  it('the buttons do the same, and the browser’s own undo is taken over', async () => {
    fakeApi({});
    await mount();
    const summary = screen.getByLabelText('Summary');
    await userEvent.type(summary, 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect((summary as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect((summary as HTMLInputElement).value).toBe('Hi');
    const historyUndo = new InputEvent('beforeinput', { inputType: 'historyUndo', cancelable: true });
    act(() => {
      summary.dispatchEvent(historyUndo);
    });
    expect(historyUndo.defaultPrevented).toBe(true);
    expect((summary as HTMLInputElement).value).toBe('');
  });
});

describe('version history', () => {
  it('lists versions with their cause and time, or says there are none', async () => {
    fakeApi({
      [`GET ${VERSIONS}`]: () =>
        jsonResponse(200, [
          version({}),
          version({ id: 'b', cause: 'template', name: null }),
          version({ id: 'c', cause: 'ai', name: null }),
          version({ id: 'd', cause: 'restore', name: null, restored_from: '2026-05-03T14:02:00Z' }),
          version({ id: 'e', cause: 'tailoring', name: null }),
          version({ id: 'f', cause: 'import', name: null }),
        ]),
    });
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions' });
    const list = await within(dialog).findByRole('list', { name: 'Versions' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toContain('Before the interview');
    expect(rows[0]).toContain('5 minutes ago');
    expect(rows.slice(1).map((row) => row?.replace(/5 minutes ago.*/, ''))).toEqual([
      'Before template change',
      'Before an AI change',
      expect.stringMatching(/^Before restoring the version of .*2026/),
      'Tailored copy',
      'Imported',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Versions' }));
  });

  it('an empty history and a failed one', async () => {
    let fail = true;
    fakeApi({
      [`GET ${VERSIONS}`]: () => (fail ? jsonResponse(500, { detail: 'boom' }) : jsonResponse(200, [])),
    });
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No versions yet — save one to come back to it later.')).toBeTruthy();
  });

  it('saves a named version after sending the edits on screen', async () => {
    const saved: unknown[] = [];
    let listed: ResumeVersion[] = [];
    fakeApi({
      [`GET ${VERSIONS}`]: () => jsonResponse(200, listed),
      [`POST ${VERSIONS}`]: (body) => {
        saved.push(body);
        listed = [version({ name: 'V1' })];
        return jsonResponse(201, listed[0]);
      },
    });
    const { api } = await mount();
    await userEvent.type(screen.getByLabelText('Summary'), 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Version name'), 'V1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save a version' }));
    expect(await within(dialog).findByText('Version saved.')).toBeTruthy();
    expect(saved).toEqual([{ name: 'V1' }]);
    expect(api.state.resume.data.summary).toBe('New');
    expect(await within(dialog).findByText('V1')).toBeTruthy();
    // Typing in the dialog's own field is not the resume's undo.
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(api.state.resume.data.summary).toBe('New');
  });

  it('restore asks first, then the editor shows the restored resume as saved, without a conflict', async () => {
    const restoredData = { ...savedResume().data, summary: 'From the past' };
    const restores: unknown[] = [];
    fakeApi({
      [`GET ${VERSIONS}`]: () => jsonResponse(200, [version({})]),
      [`POST ${VERSIONS}/${version({}).id}/restore`]: (body) => {
        restores.push(body);
        const restored: Resume = { ...savedResume({ id: ID }), data: restoredData, version: 3 };
        return jsonResponse(200, restored);
      },
    });
    const { store } = await mount();
    await userEvent.type(screen.getByLabelText('Summary'), 'N');
    await waitFor(() => expect(store.getState().status).toBe('saved'));
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Restore “Before the interview”' }),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Restore this version' });
    expect(document.activeElement).toBe(confirm);
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(restores).toEqual([{ version: 2 }]);
    expect((screen.getByLabelText('Summary') as HTMLInputElement).value).toBe('From the past');
    expect(store.getState()).toMatchObject({ status: 'saved', conflicts: [], canUndo: true });
    expect(store.savedVersion).toBe(3);
  });

  it('a failed restore says why and changes nothing', async () => {
    fakeApi({
      [`GET ${VERSIONS}`]: () => jsonResponse(200, [version({})]),
      [`POST ${VERSIONS}/${version({}).id}/restore`]: () =>
        jsonResponse(409, { detail: { msg: 'This resume was changed elsewhere.', current_version: 9 } }),
    });
    await mount();
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Restore “/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('changed elsewhere');
  });
});
