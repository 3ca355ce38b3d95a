import type { User } from '@resume/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test-render';
import { GuestOnly, RequireLogin } from './guards';

const session = { user: null as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({ useSession: () => session }));

function renderLogin() {
  return renderRoutes([{ path: '/login', element: <GuestOnly /> }], '/login');
}

describe('/login and /signup (docs/product.md#routes)', () => {
  it('redirect a registered user to /', async () => {
    session.user = { is_registered: true } as User;
    renderLogin();
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('do not bounce someone who signs in on the page: the page sends them on', async () => {
    session.user = { is_registered: false } as User;
    const { router } = renderLogin();
    session.user = { is_registered: true } as User;
    await act(() => router.navigate('/login'));
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('pages that need login (docs/product.md#routes)', () => {
  /** /profile-settings behind the guard, and a page that takes until `arrive()` to load. */
  function renderSettings() {
    let arrive = () => {};
    const loaded = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        { element: <RequireLogin />, children: [{ path: '/profile-settings', element: <p>Settings</p> }] },
        {
          path: '/account-deleted',
          lazy: async () => {
            await loaded;
            return { Component: () => <p>Deleted</p> };
          },
        },
        { path: '/login', element: <p>Login</p> },
      ],
      { initialEntries: ['/profile-settings'] },
    );
    render(<RouterProvider router={router} />);
    return { router, arrive: () => arrive() };
  }

  it('send a guest to /login', async () => {
    session.user = { is_registered: false } as User;
    const { router } = renderSettings();
    expect(await screen.findByText('Login')).toBeTruthy();
    expect(router.state.location.search).toBe('?redirect=%2Fprofile-settings');
  });

  it('do not cut short a navigation under way: a deleted account reaches /account-deleted', async () => {
    session.user = { is_registered: true } as User;
    const { router, arrive } = renderSettings();
    await screen.findByText('Settings');
    // The deletion starts a new guest session while its confirmation page loads.
    session.user = { is_registered: false } as User;
    act(() => void router.navigate('/account-deleted'));
    await act(async () => arrive());
    expect(await screen.findByText('Deleted')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account-deleted');
  });
});
