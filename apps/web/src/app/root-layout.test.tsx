import type { User } from '@resume/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth/pages/login-page';
import { ApiError, apiRequest, reportAuthLost } from '@/lib/api-client';
import { readSession, storeTokens } from '@/lib/session';
import { fakeApi } from '@/test-render';
import { fakeJwt, jsonResponse, testUser } from '@/test-utils';
import { GuestOnly, OnboardingFirst } from './guards';
import { RootLayout } from './root-layout';
import { routes } from './routes';
import { GUEST_SESSION_ENDED_NOTICE, SIGN_IN_ENDED_NOTICE } from './session-lost';

const { track } = vi.hoisted(() => ({ track: vi.fn() }));
vi.mock('@/lib/analytics', () => ({ track }));
vi.mock('@/app/header/header', () => ({ Header: () => null }));

const session = { user: null as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
  SessionProvider: ({ children }: { children: ReactNode }) => children,
}));

function Where({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="location">{`${name} ${location.pathname}${location.search}`}</p>;
}

/** The real home redirect and guards, with stand-ins for the pages behind them. */
const homeRedirect = routes[0]?.children?.find((route) => route.path === '/');

function renderApp(at: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: homeRedirect?.element },
          { element: <GuestOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
          { path: '/auth/reset-password', element: <Where name="reset" /> },
          {
            element: <OnboardingFirst />,
            children: [
              { path: '/start', element: <Where name="start" /> },
              { path: '/refine', element: <Where name="refine" /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, queryClient };
}

const pageViews = () => track.mock.calls.filter(([name]) => name === 'page_view').map(([, path]) => path);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.clear();
  track.mockClear();
  session.user = testUser({ is_registered: false, is_verified: false, email: null });
  session.isLoading = false;
});
afterEach(() => vi.unstubAllGlobals());

describe('page_view (docs/product.md#analytics): exactly one per page shown', () => {
  it('sends one on a full load, none for the home redirect', async () => {
    renderApp('/');
    expect(await screen.findByText('start /start')).toBeTruthy();
    expect(pageViews()).toEqual(['/start']);
  });

  it('sends one more for each route navigated to', async () => {
    const { router } = renderApp('/start');
    await screen.findByText('start /start');
    await act(() => router.navigate('/refine'));
    expect(location()).toBe('refine /refine');
    expect(pageViews()).toEqual(['/start', '/refine']);
  });

  it('waits for the session: a spinner is not a page shown', async () => {
    session.isLoading = true;
    const { router } = renderApp('/start');
    expect(pageViews()).toEqual([]);
    session.isLoading = false;
    await act(() => router.navigate('/start', { replace: true }));
    expect(pageViews()).toEqual(['/start']);
  });

  it('login sends none for / on its way to the page after it', async () => {
    fakeApi({
      'POST /auth/login': () =>
        jsonResponse(200, { access_token: fakeJwt(600), refresh_token: 'r', token_type: 'bearer' }),
      'GET /user/me': () => jsonResponse(200, testUser()),
    });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('start /start')).toBeTruthy();
    expect(pageViews()).toEqual(['/login', '/start']);
  });
});

describe('a failed session (docs/product.md#session)', () => {
  /** A request answered 401 whose refresh fails too; a guest's session record carries its guest_id. */
  async function failRequestWithExpiredSession({ guest }: { guest: boolean }) {
    storeTokens({
      access_token: fakeJwt(600),
      refresh_token: 'spent',
      token_type: 'bearer',
      ...(guest ? { guest_id: 'g-1' } : {}),
    });
    fakeApi({
      'GET /resumes': () => jsonResponse(401, { detail: 'expired' }),
      'POST /auth/refresh': () => jsonResponse(401, { detail: 'revoked' }),
    });
    await act(async () => {
      await expect(apiRequest('/resumes')).rejects.toBeInstanceOf(ApiError);
    });
  }

  it('a registered user during use (another tab reset the password): to /login, told the sign-in ended', async () => {
    session.user = testUser();
    const { router } = renderApp('/refine?id=r1');
    await screen.findByText('refine /refine?id=r1');
    // What the restarted session gives /login once it has booted: a guest.
    session.user = testUser({ is_registered: false });
    await failRequestWithExpiredSession({ guest: false });
    expect(readSession()).toBeNull();
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(`/login?redirect=${encodeURIComponent('/refine?id=r1')}`);
    expect(screen.getByRole('status').textContent).toBe(SIGN_IN_ENDED_NOTICE);
    expect(screen.queryByText(GUEST_SESSION_ENDED_NOTICE)).toBeNull();
  });

  it('a guest during use: a new guest session, on /start with a notice', async () => {
    const { queryClient } = renderApp('/refine?id=r1');
    await screen.findByText('refine /refine?id=r1');
    queryClient.setQueryData(['session', 'me'], session.user);
    await failRequestWithExpiredSession({ guest: true });
    expect(await screen.findByText('start /start')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(GUEST_SESSION_ENDED_NOTICE);
    // The session is booted again: with no tokens left, that is a new guest session.
    expect(readSession()).toBeNull();
    expect(queryClient.getQueryState(['session', 'me'])?.data).toBeUndefined();
  });

  it('a guest’s at start (the boot refresh failed, a new guest session began): on /start with the notice', async () => {
    const { router } = renderApp('/refine?id=r1');
    await screen.findByText('refine /refine?id=r1');
    act(() => reportAuthLost({ when: 'start', guest: true }));
    expect(await screen.findByText('start /start')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(GUEST_SESSION_ENDED_NOTICE);
    await act(() => router.navigate('/refine'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('an account’s at start (a reload after the password was reset elsewhere): to /login, told the sign-in ended', async () => {
    const { router } = renderApp('/refine?id=r1');
    await screen.findByText('refine /refine?id=r1');
    act(() => reportAuthLost({ when: 'start', guest: false }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/refine?id=r1')}`);
    expect(screen.getByRole('status').textContent).toBe(SIGN_IN_ENDED_NOTICE);
  });

  it('an emailed link’s page stays when a session fails at start', async () => {
    renderApp('/auth/reset-password?token=t');
    await screen.findByText('reset /auth/reset-password?token=t');
    act(() => reportAuthLost({ when: 'start', guest: false }));
    expect(location()).toBe('reset /auth/reset-password?token=t');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
