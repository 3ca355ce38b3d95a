import { type ReactNode, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth';
import { Redirect, usePageViewHold } from '@/lib/page-views';

/** Route rules of docs/product.md#routes, in one place. */
export function returnPath(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

function Gate({ children }: { children: (ctx: ReturnType<typeof useSession>) => ReactNode }) {
  const session = useSession();
  // A spinner while the session loads is not a page shown: the page view waits for the page.
  usePageViewHold(session.isLoading);
  if (session.isLoading) return <FullPageSpinner />;
  return <>{children(session)}</>;
}

/**
 * Decided on arrival: someone who signs in or signs up on the page is sent on by the page itself
 * (to where they came from, or to verify their email), not bounced to / by this guard.
 */
function GuestOnlyOnArrival({ registered }: { registered: boolean }) {
  const [arrivedRegistered] = useState(registered);
  return arrivedRegistered ? <Redirect to="/" /> : <Outlet />;
}

/** /login and /signup: registered users are redirected to /. */
export function GuestOnly() {
  return <Gate>{({ user }) => <GuestOnlyOnArrival registered={user?.is_registered === true} />}</Gate>;
}

/**
 * Needs login: others go to /login, which brings them back afterwards. A navigation already under
 * way (to /account-deleted after a deletion, to /login with the notice of a sign-in that ended) is
 * where the person goes: redirecting would cut it short.
 */
export function RequireLogin() {
  const location = useLocation();
  const leaving = useNavigation().state !== 'idle';
  return (
    <Gate>
      {({ user }) =>
        user?.is_registered || leaving ? (
          <Outlet />
        ) : (
          <Redirect to={`/login?redirect=${encodeURIComponent(returnPath(location))}`} />
        )
      }
    </Gate>
  );
}

/** A verified user who has not completed onboarding answers it first, then comes back. */
export function OnboardingFirst() {
  const location = useLocation();
  return (
    <Gate>
      {({ user }) =>
        user?.is_verified && !user.has_completed_onboarding ? (
          <Redirect to={`/onboarding?redirect=${encodeURIComponent(returnPath(location))}`} />
        ) : (
          <Outlet />
        )
      }
    </Gate>
  );
}
