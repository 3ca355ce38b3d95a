import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { restartSession } from '@/features/auth';
import { type SessionLoss, setAuthLostHandler } from '@/lib/api-client';
import { returnPath } from './guards';

export const GUEST_SESSION_ENDED_NOTICE =
  'Your earlier guest session has ended. You are starting again as a new guest.';
/** We cannot tell why a sign-in ended, so the likeliest cause is given as an example, not a fact. */
export const SIGN_IN_ENDED_NOTICE =
  'Your sign-in has ended, for example because the password was changed or reset. Log in again to continue where you were.';

type Ended = 'guest' | 'account';
/** Router state of the page a failed session leads to: it shows the notice that fits the person. */
type EndedState = { sessionEnded?: Ended };

/** Pages opened from an emailed link carry their own token: a failed session does not send them away. */
const keepsItsPage = (pathname: string) => pathname.startsWith('/auth/');

/**
 * A failed session, as docs/product.md#session decides. A guest's: a new guest session and /start,
 * told their guest session ended. An account's: /login, which brings them back to where they were,
 * told their sign-in ended (another tab may have reset the password). Pages under /auth/ keep their
 * page, except for an account whose sign-in fails during use.
 */
export function SessionLostRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  });

  useEffect(
    () =>
      setAuthLostHandler(({ when, guest }: SessionLoss) => {
        const location = current.current;
        // At start the boot has already replaced the session with a new guest one.
        if (when === 'use') restartSession(queryClient);
        if (keepsItsPage(location.pathname) && (guest || when === 'start')) return;
        const state: EndedState = { sessionEnded: guest ? 'guest' : 'account' };
        const to = guest ? '/start' : `/login?redirect=${encodeURIComponent(returnPath(location))}`;
        navigate(to, { state });
      }),
    [navigate, queryClient],
  );
  return null;
}

export function SessionEndedNotice() {
  const ended = (useLocation().state as EndedState | null)?.sessionEnded;
  if (!ended) return null;
  return (
    <p role="status" className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
      {ended === 'guest' ? GUEST_SESSION_ENDED_NOTICE : SIGN_IN_ENDED_NOTICE}
    </p>
  );
}
