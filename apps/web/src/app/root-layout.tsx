import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { restartSession, SessionProvider, useSession } from '@/features/auth';
import { type SessionLoss, setAuthLostHandler } from '@/lib/api-client';
import { PageViews } from '@/lib/page-views';
import { returnPath } from './guards';
import { Header } from './header/header';

/** Router state of /start after a failed session: it shows the notice. */
const SESSION_ENDED_STATE = { sessionEnded: true } as const;
export const SESSION_ENDED_NOTICE =
  'Your earlier guest session has ended. You are starting again as a new guest.';

/** Pages opened from an emailed link carry their own token: a new guest session does not send them away. */
const keepsItsPage = (pathname: string) => pathname.startsWith('/auth/');

/**
 * A failed session, as docs/product.md#session decides. At start, or for a guest: a new guest session
 * and /start with a notice that the earlier one ended. For a registered user during use: the tokens
 * are already cleared; to /login, which brings them back to where they were.
 */
function SessionLostRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const location = useLocation();
  const current = useRef({ user, location });
  useLayoutEffect(() => {
    current.current = { user, location };
  });

  useEffect(
    () =>
      setAuthLostHandler((loss: SessionLoss) => {
        const { user, location } = current.current;
        // At start the boot has already replaced the session with a new guest one.
        if (loss === 'use') restartSession(queryClient);
        if (loss === 'use' && user?.is_registered) {
          navigate(`/login?redirect=${encodeURIComponent(returnPath(location))}`);
        } else if (!keepsItsPage(location.pathname)) {
          navigate('/start', { state: SESSION_ENDED_STATE });
        }
      }),
    [navigate, queryClient],
  );
  return null;
}

function SessionEndedNotice() {
  const { state } = useLocation();
  if (!(state as typeof SESSION_ENDED_STATE | null)?.sessionEnded) return null;
  return (
    <p role="status" className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
      {SESSION_ENDED_NOTICE}
    </p>
  );
}

export function RootLayout() {
  return (
    <SessionProvider>
      <PageViews>
        <SessionLostRedirect />
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            Skip to content
          </a>
          <Header />
          <main id="main" className="flex-1">
            <SessionEndedNotice />
            <Outlet />
          </main>
        </div>
      </PageViews>
    </SessionProvider>
  );
}
