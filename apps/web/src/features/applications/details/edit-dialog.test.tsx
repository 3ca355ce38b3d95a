import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse, testUser } from '@/test-utils';
import { testApplication } from '../test-applications';
import { EditDialog } from './edit-dialog';

vi.mock('@/features/auth/session-context', () => ({ useSession: () => ({ user: testUser() }) }));
afterEach(() => vi.unstubAllGlobals());

/** The dialog over an application whose save the server answers with `saved`. */
function open(overrides: Parameters<typeof testApplication>[0], saved: () => Response) {
  const application = testApplication({ company: 'Acme', ...overrides });
  const api = fakeApi({
    'GET /resumes': () => jsonResponse(200, []),
    'GET /cover-letters': () => jsonResponse(200, []),
    [`PATCH /applications/${application.id}`]: saved,
    'GET /applications': () => jsonResponse(200, { applications: [application] }),
  });
  const onClose = vi.fn();
  renderRoutes([{ path: '/', element: <EditDialog application={application} onClose={onClose} /> }], '/');
  const patches = () => api.calls.filter((call) => call.route.startsWith('PATCH'));
  return { application, onClose, patches };
}

describe('the application’s edit dialog', () => {
  it('shows a contact’s or reminder day’s mistake by its field instead of a Save that does nothing', async () => {
    const { patches } = open(
      { contacts: [{ name: 'Jane \u0000Doe', role: '', email: '', phone: '' }], remind_on: '20266-01-01' },
      () => jsonResponse(200, {}),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByLabelText('Contact 1: Name')).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Contains characters that cannot be saved')).toBeTruthy();
    expect(screen.getByText('Use a date as YYYY-MM-DD')).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('saves every field and closes, or shows the API’s words when it refuses', async () => {
    let answer = jsonResponse(404, { detail: 'Resume not found' });
    const { onClose, patches } = open({ notes: '' }, () => answer);
    await userEvent.type(await screen.findByLabelText('Notes'), 'Call back Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Resume not found');
    expect(onClose).not.toHaveBeenCalled();

    answer = jsonResponse(200, testApplication({ notes: 'Call back Monday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patches()).toHaveLength(2);
    expect(patches()[1]!.body).toMatchObject({ company: 'Acme', notes: 'Call back Monday' });
  });
});
