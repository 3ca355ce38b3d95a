import { MESSAGES, UPLOAD_TOO_LARGE_MESSAGE, type User } from '@resume/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readUploadReport } from '@/features/resumes';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { UploadCard } from './upload-card';
import { UPLOAD_SERVER_FAULT_REASON, UPLOAD_UNREACHABLE_REASON } from './upload-file';
import { PROGRESS_INTERVAL_MS, PROGRESS_MESSAGES, UploadProgress } from './upload-progress';

const session: { user: User } = { user: {} as User };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => ({ user: session.user, isLoading: false, setUser: vi.fn() }),
  SESSION_QUERY_KEY: ['session', 'me'],
}));

const guest = { id: 'u1', email: null, is_registered: false, is_premium: false } as User;

beforeEach(() => {
  session.user = guest;
  localStorage.clear();
  sessionStorage.clear();
  storeTokens({ access_token: 'token', refresh_token: 'refresh', token_type: 'bearer' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const resumeFile = (size = 2048, name = 'jane-doe.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

type Call = { route: string; body: unknown };
/** The uploads the card sent (the resume list it reads for the free tier's limit is not one). */
const uploads = (calls: Call[]) => calls.filter((call) => call.route === 'POST /resumes/upload');
/** The file the card sent in the form of its first upload. */
const sentFile = (calls: Call[]) => (uploads(calls)[0]!.body as FormData).get('file') as File;

const renderCard = () => renderRoutes([{ path: '/start', element: <UploadCard /> }], '/start');

/** The failure as the person reads it, line by line: what failed for which file, then why. */
const alertLines = async () =>
  [...(await screen.findByRole('alert')).children].map((line) => line.textContent);

async function choose(file: File) {
  await userEvent.setup().upload(screen.getByLabelText('Resume file'), file);
}

describe('upload card', () => {
  it('sends the chosen file, shows progress, then opens the import review with the warnings and checks handed over', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = fakeApi({
      'POST /resumes/upload': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderCard();
    await choose(resumeFile());
    expect(screen.getByText('jane-doe.pdf')).toBeTruthy();
    expect(screen.getByText(/2 KB/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(PROGRESS_MESSAGES[0]);
    expect(sentFile(calls).name).toBe('jane-doe.pdf');

    const checks = [{ field: 'experience.0.company', message: 'Is “Acme” the company?' }];
    const sections = [{ section: 'experience', confidence: 'low', reasons: ['Nothing was read.'] }];
    await act(async () =>
      answer(
        jsonResponse(201, {
          resume_id: 'r1',
          resume: {},
          warnings: ['Could not find any skills'],
          checks,
          sections,
        }),
      ),
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/builder?id=r1&review=1');
    expect(readUploadReport('r1')).toEqual({ warnings: ['Could not find any skills'], checks, sections });
  });

  it('takes a dropped file the same way', async () => {
    const { calls } = fakeApi({
      'POST /resumes/upload': () => jsonResponse(201, { resume_id: 'r2', resume: {}, warnings: [] }),
    });
    renderCard();
    const zone = screen.getByRole('region', { name: 'Upload a resume' });
    fireEvent.drop(zone, { dataTransfer: { files: [resumeFile(100, 'cv.docx')], types: ['Files'] } });
    expect((await screen.findByTestId('location')).textContent).toBe('/builder?id=r2&review=1');
    expect(sentFile(calls).name).toBe('cv.docx');
    // An answer without checks (a server from before them) still opens the review.
    expect(readUploadReport('r2')).toEqual({ warnings: [], checks: [], sections: [] });
  });

  it('refuses a file over 10 MB in the browser, with the server’s words, sending nothing', async () => {
    const { calls } = fakeApi({});
    renderCard();
    await choose(resumeFile(10 * 1024 * 1024 + 1, 'scan.pdf'));
    expect(await alertLines()).toEqual([`${MESSAGES.uploadFailed}: scan.pdf`, UPLOAD_TOO_LARGE_MESSAGE]);
    expect(screen.getByText(/10\.0 MB/)).toBeTruthy();
    expect(uploads(calls)).toEqual([]);
  });

  it('says which file could not be processed, and why', async () => {
    fakeApi({
      'POST /resumes/upload': () =>
        jsonResponse(422, {
          detail: 'Failed to process resume. No text was found in this PDF. It may be a scanned image.',
        }),
    });
    renderCard();
    await choose(resumeFile());
    expect(await alertLines()).toEqual([
      `${MESSAGES.processResumeFailed}: jane-doe.pdf`,
      'No text was found in this PDF. It may be a scanned image.',
    ]);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('refuses an answer without a resume id', async () => {
    fakeApi({ 'POST /resumes/upload': () => jsonResponse(201, { warnings: [] }) });
    renderCard();
    await choose(resumeFile());
    expect(await alertLines()).toEqual([
      `${MESSAGES.uploadNoResumeId}: jane-doe.pdf`,
      UPLOAD_SERVER_FAULT_REASON,
    ]);
  });

  it('shows the upgrade prompt at the free tier’s limit', async () => {
    fakeApi({
      'POST /resumes/upload': () =>
        jsonResponse(403, {
          detail: { msg: 'Free accounts can keep up to 2 resumes.', code: 'resume_limit' },
        }),
    });
    renderCard();
    await choose(resumeFile());
    expect((await screen.findByRole('link', { name: 'Upgrade to Pro' })).getAttribute('href')).toBe(
      '/upgrade',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not send the file when the free tier’s limit is already reached, and offers a guest an account', async () => {
    const { calls } = fakeApi({
      'GET /resumes': () => jsonResponse(200, [{ id: 'a' }, { id: 'b' }]),
      'POST /resumes/upload': () => jsonResponse(201, { resume_id: 'r3', resume: {}, warnings: [] }),
    });
    renderCard();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await choose(resumeFile());
    expect((await screen.findByRole('link', { name: 'Create a free account' })).getAttribute('href')).toMatch(
      /^\/signup\?redirect=/,
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/upgrade');
    expect(uploads(calls)).toEqual([]);
  });

  it('says the upload of which file failed when the server cannot be reached, and that this is why', async () => {
    fakeApi({
      'POST /resumes/upload': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderCard();
    await choose(resumeFile());
    expect(await alertLines()).toEqual([`${MESSAGES.uploadFailed}: jane-doe.pdf`, UPLOAD_UNREACHABLE_REASON]);
  });

  it('says the server failed, not the file, when it answers an error without a reason', async () => {
    fakeApi({ 'POST /resumes/upload': () => jsonResponse(500, { detail: 'Internal Server Error' }) });
    renderCard();
    await choose(resumeFile(2048, 'cv final (2).pdf'));
    expect(await alertLines()).toEqual([
      `${MESSAGES.uploadFailed}: cv final (2).pdf`,
      UPLOAD_SERVER_FAULT_REASON,
    ]);
  });
});

describe('upload progress (docs/product.md#upload)', () => {
  it('rotates its messages while the upload is processed, for screen readers too', () => {
    vi.useFakeTimers();
    render(<UploadProgress />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    const seen = [status.textContent];
    for (let i = 0; i < PROGRESS_MESSAGES.length; i++) {
      act(() => vi.advanceTimersByTime(PROGRESS_INTERVAL_MS));
      seen.push(status.textContent);
    }
    expect(seen).toEqual([...PROGRESS_MESSAGES, PROGRESS_MESSAGES[0]]);
  });
});
