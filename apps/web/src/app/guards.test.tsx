import type { User } from '@resume/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test-render';
import { GuestOnly } from './guards';

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
