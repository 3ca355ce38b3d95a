import type { User } from '@resume/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { fakeJwt, jsonResponse } from '@/test-utils';
import { useRegistrationPrompt } from './registration-modal';

const GUEST_TOKEN = fakeJwt(900);

const session = { user: null as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));
vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

const download = vi.fn();

/** What another feature does before an export. */
function ExportButton() {
  const registration = useRegistrationPrompt();
  return (
    <>
      <button
        type="button"
        onClick={() => registration.requireAccount(download, 'Create an account to download.')}
      >
        Download PDF
      </button>
      {registration.modal}
    </>
  );
}

beforeEach(() => {
  download.mockReset();
  localStorage.clear();
  storeTokens({ access_token: GUEST_TOKEN, refresh_token: 'r', token_type: 'bearer', guest_id: 'g' });
});
afterEach(() => vi.unstubAllGlobals());

const renderExport = () => renderRoutes([{ path: '/export', element: <ExportButton /> }], '/export');

describe('registration prompt', () => {
  it('lets a registered user straight through', async () => {
    session.user = { is_registered: true } as User;
    renderExport();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(download).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a guest to sign up in a dialog, then carries on with the action', async () => {
    session.user = { is_registered: false } as User;
    fakeApi({
      'POST /auth/signup': () =>
        jsonResponse(201, { access_token: 'a', refresh_token: 'r2', token_type: 'bearer' }),
      'GET /user/me': () => jsonResponse(200, { id: 'g', email: 'jane@example.com', is_registered: true }),
    });
    renderExport();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    const dialog = screen.getByRole('dialog', { name: 'Create your free account' });
    expect(dialog.textContent).toContain('Create an account to download.');
    expect(download).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret1pass');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret1pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(download).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels the action when the dialog is closed', async () => {
    session.user = { is_registered: false } as User;
    renderExport();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(download).not.toHaveBeenCalled();
  });
});
