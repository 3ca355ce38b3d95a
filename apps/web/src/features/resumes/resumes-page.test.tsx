import type { ResumeListItem } from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { fakeJwt, jsonResponse, testUser } from '@/test-utils';
import { SIX_RESUMES } from './list/test-resumes';
import { ResumesPage } from './resumes-page';
import { fakeThumbnails } from './thumbnails/fake-thumbnails';

vi.mock('@/features/auth/session-context', () => ({ useSession: () => ({ user: testUser() }) }));
vi.mock(
  './thumbnails/draw-thumbnail',
  async () => (await import('./thumbnails/fake-thumbnails')).fakeDrawing,
);

function openWith(list: () => Response) {
  fakeApi({ 'GET /resumes': list, 'GET /cover-letters': () => jsonResponse(200, []) });
  renderRoutes([{ path: '/resumes', element: <ResumesPage /> }], '/resumes');
}

const cardNames = async () => {
  const cards = within(await screen.findByRole('list', { name: 'Your resumes' })).getAllByRole('listitem');
  return cards.map((card) => within(card).getAllByRole('link').at(-1)?.textContent);
};

beforeEach(() => {
  localStorage.clear();
  storeTokens({ access_token: fakeJwt(900), refresh_token: 'r', token_type: 'bearer' });
  fakeThumbnails();
});
afterEach(() => vi.unstubAllGlobals());

describe('the resumes page', () => {
  it('lists five resumes as they come, with no search or sort to get in the way', async () => {
    openWith(() => jsonResponse(200, SIX_RESUMES.slice(0, 5)));
    expect(await cardNames()).toEqual(['CV 10', 'Backend', 'cv 2', 'Résumé FR', 'Teaching']);
    expect(screen.queryByLabelText('Search resumes')).toBeNull();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });

  it('from six on, sorts by name or score and finds by name or headline', async () => {
    openWith(() => jsonResponse(200, SIX_RESUMES));
    expect(await cardNames()).toEqual(['CV 10', 'Backend', 'cv 2', 'Résumé FR', 'Teaching', 'Old draft']);

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Score');
    expect(await cardNames()).toEqual(['Backend', 'Résumé FR', 'CV 10', 'Teaching', 'cv 2', 'Old draft']);

    await userEvent.type(screen.getByLabelText('Search resumes'), 'engineer');
    await waitFor(async () => expect(await cardNames()).toEqual(['Backend']));
    expect(screen.getByText('1 of 6 resumes match')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search resumes'), 'x');
    expect(await screen.findByText('No resume matches “engineerx”')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await cardNames()).toHaveLength(6);
  });

  it('says when there is no resume yet', async () => {
    openWith(() => jsonResponse(200, [] satisfies ResumeListItem[]));
    expect(await screen.findByText('No resumes yet')).toBeTruthy();
  });

  it('says what went wrong when the list cannot load, and tries again on request', async () => {
    let failing = true;
    openWith(() =>
      failing ? jsonResponse(503, { detail: 'The service is busy' }) : jsonResponse(200, SIX_RESUMES),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your resumes could not be loaded');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardNames()).toHaveLength(6);
  });
});
