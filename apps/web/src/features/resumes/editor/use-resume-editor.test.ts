import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeRequests } from '../api/resume-requests';
import { readLocalDraft } from './local-drafts';
import { ResumeEditorStore } from './resume-editor-store';
import { savedResume } from './test-resume';
import { useResumeEditor } from './use-resume-editor';

vi.mock('../api/resume-requests', () => ({ resumeRequests: { get: vi.fn(), update: vi.fn() } }));

const saved = savedResume();
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(resumeRequests.get).mockResolvedValue(structuredClone(saved));
  // The save never gets through: the page is gone before it would.
  vi.mocked(resumeRequests.update).mockImplementation(offline);
});

describe('leaving the page while typing', () => {
  it('keeps the last keystroke, and brings it back when the resume is opened again', async () => {
    const { result } = renderHook(() => useResumeEditor('r1'));
    await waitFor(() => expect(result.current.doc).not.toBeNull());
    act(() => result.current.store?.edit((doc) => ({ ...doc, data: { ...doc.data, summary: 'Last word' } })));

    window.dispatchEvent(new Event('pagehide'));

    expect(readLocalDraft('r1')?.draft.data.summary).toBe('Last word');
    const reopened = new ResumeEditorStore(
      'r1',
      { get: offline, update: offline },
      { retryDelaysMs: [60_000] },
    );
    await reopened.load();
    expect(reopened.getState().doc?.data.summary).toBe('Last word');
    reopened.dispose();
  });
});
