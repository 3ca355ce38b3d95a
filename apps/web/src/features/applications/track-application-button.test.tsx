import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { TrackApplicationButton } from './index';
import { testApplication } from './test-applications';

const COPY = '33333333-3333-4333-8333-333333333333';
const LETTER = '44444444-4444-4444-8444-444444444444';

afterEach(() => vi.unstubAllGlobals());

describe('Track this application', () => {
  it('tracks the tailored copy with the letter written from it, then opens the board', async () => {
    const api = fakeApi({
      'GET /cover-letters': () =>
        jsonResponse(200, [
          { id: LETTER, resume_id: COPY, company: 'Globex', role: 'Engineer', date: '', updated_at: '' },
        ]),
      'POST /applications/from-tailoring': () => jsonResponse(201, testApplication()),
    });
    const { router, queryClient } = renderRoutes(
      [{ path: '/refine', element: <TrackApplicationButton resumeId={COPY} /> }],
      '/refine',
    );
    // The person's letters are read first: the one from this copy goes with the application.
    await vi.waitFor(() => expect(queryClient.getQueryData(['cover-letters'])).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Track this application' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/applications'));
    expect(api.calls.find((c) => c.route === 'POST /applications/from-tailoring')?.body).toEqual({
      resume_id: COPY,
      cover_letter_id: LETTER,
    });
  });

  it('says why when the free limit is reached, with the upgrade', async () => {
    fakeApi({
      'GET /cover-letters': () => jsonResponse(200, []),
      'POST /applications/from-tailoring': () =>
        jsonResponse(403, {
          detail: { code: 'application_limit', msg: 'Free accounts can track 20 applications.' },
        }),
    });
    renderRoutes([{ path: '/refine', element: <TrackApplicationButton resumeId={COPY} /> }], '/refine');
    await userEvent.click(screen.getByRole('button', { name: 'Track this application' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Free accounts can track 20 applications.');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/upgrade');
  });
});
