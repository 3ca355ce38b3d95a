import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Navigate, type NavigateProps, useLocation } from 'react-router';
import { track } from './analytics';

/** Holds back the page view of the current location; returns the release. */
type Hold = () => () => void;

const HoldContext = createContext<Hold>(() => () => {});

/**
 * Exactly one page_view per page shown (docs/product.md#analytics): one per location, however often React
 * runs the effect (StrictMode runs it twice), and none for a location that only redirects or waits
 * for the session: those hold the page view back (usePageViewHold) and the page they lead to counts.
 */
export function PageViews({ children }: { children: ReactNode }) {
  const { key, pathname } = useLocation();
  const holds = useRef(0);
  const sentFor = useRef<string | null>(null);
  // Bumped when a hold ends, so the check runs again once every hold of that render is in place.
  const [released, setReleased] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `released` re-runs the check after a hold ends.
  useEffect(() => {
    if (holds.current > 0 || sentFor.current === key) return;
    sentFor.current = key;
    track('page_view', pathname);
  }, [key, pathname, released]);

  const hold = useCallback<Hold>(() => {
    holds.current += 1;
    return () => {
      holds.current -= 1;
      setReleased((n) => n + 1);
    };
  }, []);
  return <HoldContext.Provider value={hold}>{children}</HoldContext.Provider>;
}

/**
 * While `active`, the current location is not a page shown (a redirect, a wait): no page_view.
 * A layout effect, so the hold is in place before PageViews' effect of the same render checks it.
 */
export function usePageViewHold(active = true): void {
  const hold = useContext(HoldContext);
  useLayoutEffect(() => (active ? hold() : undefined), [hold, active]);
}

/** A redirect: `<Navigate replace>` whose location is never counted as a page view. */
export function Redirect(props: Omit<NavigateProps, 'replace'>) {
  usePageViewHold();
  return <Navigate {...props} replace />;
}
