import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

/** Shows where the app navigated to, for routes the test does not render itself. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders pages in a memory router with a query client; any other path shows its address. */
export function renderRoutes(routes: { path: string; element: ReactNode }[], at: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [at],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * A fake api: `{'POST /auth/login': (body) => jsonResponse(200, …)}`. Unlisted calls fail the
 * test loudly; `calls` records every request with its parsed body.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${String(input).replace('/api/v1', '')}`;
    const body =
      init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ route, body });
    const handler = routes[route];
    if (!handler) throw new Error(`unexpected request ${route}`);
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
