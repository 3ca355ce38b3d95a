import { emptyResumeData, type Resume } from '@resume/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readUploadReport, rememberUploadReport } from '@/features/resumes';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { BuilderPage } from './builder-page';

// The builder follows the person's onboarding answers: a guest has none.
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => ({ user: null, isLoading: false, setUser: vi.fn() }),
  SESSION_QUERY_KEY: ['session', 'me'],
}));

/** What an upload of a file with a name and an email, but nothing else, gives. */
const uploaded: Resume = {
  id: 'r1',
  name: 'Jane Doe',
  template: 'classic',
  data: { ...emptyResumeData(), first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com' },
  version: 1,
  score: null,
  source: 'upload',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeTokens({ access_token: 'token', refresh_token: 'refresh', token_type: 'bearer' });
  fakeApi({ 'GET /resumes/r1': () => jsonResponse(200, uploaded) });
});
afterEach(() => vi.unstubAllGlobals());

const openBuilder = () =>
  renderRoutes([{ path: '/builder', element: <BuilderPage /> }], '/builder?id=r1&step=contacts');

describe('builder after an upload', () => {
  it('lists what could not be read and marks the empty required fields', async () => {
    rememberUploadReport('r1', {
      warnings: ['Could not find your phone number', 'Could not find any skills'],
      checks: [],
      sections: [],
    });
    openBuilder();
    const notice = await screen.findByRole('region', { name: 'About your uploaded resume' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Could not find your phone number', 'Could not find any skills']);
    expect(screen.getByLabelText('Location').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
  });

  it('forgets the notice once dismissed, so a reload does not bring it back', async () => {
    rememberUploadReport('r1', { warnings: ['Could not find any skills'], checks: [], sections: [] });
    openBuilder();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'About your uploaded resume' })).toBeNull();
    expect(readUploadReport('r1')).toBeNull();
  });

  it('shows nothing for a resume that did not just come from an upload', async () => {
    openBuilder();
    await screen.findByLabelText('Location');
    expect(screen.queryByRole('region', { name: 'About your uploaded resume' })).toBeNull();
    expect(screen.getByLabelText('Location').getAttribute('aria-invalid')).toBeNull();
  });
});
