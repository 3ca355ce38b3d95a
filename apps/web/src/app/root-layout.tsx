import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Header } from '@/components/layout/header';
import { SessionProvider } from '@/features/auth/session-context';
import { track } from '@/lib/analytics';
import { setAuthLostHandler } from '@/lib/api-client';

/** A page_view for every route change; batched, so navigation never waits for it. */
function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', pathname);
  }, [pathname]);
  return null;
}

function AuthLostRedirect() {
  const navigate = useNavigate();
  useEffect(() => setAuthLostHandler(() => navigate('/login')), [navigate]);
  return null;
}

export function RootLayout() {
  return (
    <SessionProvider>
      <PageViews />
      <AuthLostRedirect />
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <Header />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      </div>
    </SessionProvider>
  );
}
