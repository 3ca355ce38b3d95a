import type { PublicLink, PublicLinkState, PublicLinkStats } from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { SharePanel } from './index';

const ID = '11111111-1111-4111-8111-111111111111';
const BASE = `/resumes/${ID}/public-link`;

const LINK: PublicLink = {
  url: 'http://localhost/r/AbCdEfGhIjKlMnOpQ',
  slug: 'AbCdEfGhIjKlMnOpQ',
  has_password: false,
  noindex: true,
  created_at: '2026-11-01T10:00:00.000Z',
  rotated_at: null,
};

function statsWith(views: number[]): PublicLinkStats {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10),
    views: views[i] ?? 0,
    downloads: i === 29 ? 1 : 0,
  }));
  return {
    days,
    total_views: days.reduce((s, d) => s + d.views, 0),
    total_downloads: days.reduce((s, d) => s + d.downloads, 0),
  };
}

/** A server holding the link's state, answering as the API does. */
function server(initial: PublicLinkState) {
  let state = initial;
  const api = fakeApi({
    [`GET ${BASE}`]: () => jsonResponse(200, state),
    [`PUT ${BASE}`]: (body) => {
      const change = body as { noindex?: boolean; password?: string | null };
      const link = state.link ?? LINK;
      state = {
        ...state,
        used: 1,
        link: {
          ...link,
          noindex: change.noindex ?? link.noindex,
          has_password: change.password === undefined ? link.has_password : change.password !== null,
        },
      };
      return jsonResponse(200, state);
    },
    [`DELETE ${BASE}`]: () => {
      state = { ...state, link: null, used: 0 };
      return new Response(null, { status: 204 });
    },
    [`POST ${BASE}/rotate`]: () => {
      state = {
        ...state,
        link: { ...state.link!, slug: 'ZZZZZZZZZZZZZZZZZ', url: 'http://localhost/r/ZZZZZZZZZZZZZZZZZ' },
      };
      return jsonResponse(200, state);
    },
    [`GET ${BASE}/stats`]: () => jsonResponse(200, statsWith([0, 0, 3, 0, 5])),
  });
  return api;
}

const mount = (isRegistered = true) =>
  renderRoutes([{ path: '/', element: <SharePanel resumeId={ID} isRegistered={isRegistered} /> }], '/');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Share panel', () => {
  it('is off by default; turning it on shows the address to copy and the counts', async () => {
    const api = server({ link: null, used: 0, limit: 1 });
    mount();
    const toggle = await screen.findByRole('switch', { name: 'Public link' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByLabelText('Address')).toBeNull();

    await userEvent.click(toggle);
    expect(((await screen.findByLabelText('Address')) as HTMLInputElement).value).toBe(LINK.url);
    expect(screen.getByRole('switch', { name: 'Public link' }).getAttribute('aria-checked')).toBe('true');
    expect(
      (screen.getByRole('checkbox', { name: 'Hide from search engines' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(api.calls.find((c) => c.route === `PUT ${BASE}`)?.body).toEqual({});

    expect((await screen.findByText(/Last 30 days:/)).textContent).toContain('8 views, 1 PDF download');
    const table = screen.getByRole('table', { name: 'Views and downloads of the last 7 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });

  it('copies the link and says so', async () => {
    server({ link: LINK, used: 1, limit: 1 });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    mount();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(await screen.findByText('Link copied.')).toBeTruthy();
  });

  it('sets and removes a password, and turns search-engine hiding off', async () => {
    const api = server({ link: LINK, used: 1, limit: 1 });
    mount();
    await userEvent.type(await screen.findByLabelText('Password for the link (optional)'), 'abc');
    expect(screen.getByText('Use at least 6 characters')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password for the link (optional)'), 'defg');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Visitors need a password to see the resume.')).toBeTruthy();
    expect(api.calls.filter((c) => c.route === `PUT ${BASE}`).at(-1)?.body).toEqual({ password: 'abcdefg' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove password' }));
    expect(await screen.findByLabelText('Password for the link (optional)')).toBeTruthy();
    expect(api.calls.filter((c) => c.route === `PUT ${BASE}`).at(-1)?.body).toEqual({ password: null });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide from search engines' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Hide from search engines' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
  });

  it('rotates and revokes only after confirmation', async () => {
    const api = server({ link: LINK, used: 1, limit: 1 });
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Change the address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the link’s address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the address' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(
        'http://localhost/r/ZZZZZZZZZZZZZZZZZ',
      ),
    );

    await userEvent.click(screen.getByRole('switch', { name: 'Public link' }));
    const off = await screen.findByRole('dialog', { name: 'Turn off the public link?' });
    await userEvent.click(within(off).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.route === `DELETE ${BASE}`)).toBe(false);

    await userEvent.click(screen.getByRole('switch', { name: 'Public link' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Turn off the public link?' })).getByRole('button', {
        name: 'Turn off',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Public link' }).getAttribute('aria-checked')).toBe('false'),
    );
    expect(screen.queryByLabelText('Address')).toBeNull();
  });

  it('shows the server’s refusal when the plan has no room, and the way to Pro', async () => {
    fakeApi({
      [`GET ${BASE}`]: () => jsonResponse(200, { link: null, used: 1, limit: 1 }),
      [`PUT ${BASE}`]: () =>
        jsonResponse(403, {
          detail: {
            msg: 'Free accounts can share 1 resume by public link at a time.',
            code: 'public_link_limit',
          },
        }),
    });
    mount();
    expect(await screen.findByText(/Turn off the other link/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'get Pro' }).getAttribute('href')).toBe('/upgrade');
    await userEvent.click(screen.getByRole('switch', { name: 'Public link' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Free accounts can share 1 resume by public link');
    expect(within(alert).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/upgrade');
    // Said once: the note that said it before the refusal is gone.
    expect(screen.queryByText(/resume by link at a time/)).toBeNull();
  });

  it('offers a guest an account instead, without asking the server', async () => {
    const api = fakeApi({});
    mount(false);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(api.calls).toHaveLength(0);
  });

  it('a failed load says so and can be tried again', async () => {
    let fail = true;
    fakeApi({
      [`GET ${BASE}`]: () =>
        fail ? jsonResponse(500, { detail: 'boom' }) : jsonResponse(200, { link: null, used: 0, limit: 1 }),
    });
    mount();
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Public link' })).toBeTruthy();
  });
});
