import type { User } from '@resume/core';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

export type NavTab = { label: string; to: string };

export function avatarInitial(user: Pick<User, 'email'>): string {
  return user.email?.trim().charAt(0).toUpperCase() || 'U';
}

/** What everyone with a session reaches from the menu, free or Pro, guest or registered. */
const EVERYONE: NavTab[] = [
  { label: 'Resumes', to: '/resumes' },
  { label: 'AI Writer', to: '/ai-writer' },
  { label: 'Applications', to: '/applications' },
];
const REGISTERED: NavTab[] = [{ label: 'Profile settings', to: '/profile-settings' }];
const GUEST: NavTab[] = [
  { label: 'Log in', to: '/login' },
  { label: 'Sign up', to: '/signup' },
];

/** The menu's links: Pro users' tabs (or everyone's), then the account's own pages. */
export function menuTabs(user: User, proTabs: NavTab[]): NavTab[] {
  return [...(user.is_premium ? proTabs : EVERYONE), ...(user.is_registered ? REGISTERED : GUEST)];
}

/** Closes the menu on Escape (focus back on its button) and on a press outside it. */
function useDismiss(open: boolean, close: () => void, button: React.RefObject<HTMLButtonElement | null>) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, button]);
  return root;
}

/**
 * One menu at every width, so every user reaches their resumes and the AI Writer in two clicks
 * (issue 38), and on a phone one button stands beside the steps instead of two. Registered users
 * see their avatar on it; the account's pages (profile, or log in and sign up) close the list.
 */
export function AccountMenu({ user, proTabs }: { user: User; proTabs: NavTab[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = useRef(() => setOpen(false)).current;
  const root = useDismiss(open, close, button);
  const location = useLocation();

  // A choice navigates: the new page starts with the menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const registered = user.is_registered;
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className={
          registered
            ? 'flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700'
            : 'flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100'
        }
      >
        {registered ? (
          avatarInitial(user)
        ) : open ? (
          <X className="size-5" aria-hidden />
        ) : (
          <Menu className="size-5" aria-hidden />
        )}
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label="Menu"
          className="absolute right-0 top-11 z-30 w-52 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {menuTabs(user, proTabs).map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              className={({ isActive }) =>
                `block px-4 py-2.5 text-sm ${isActive ? 'font-semibold text-brand-700' : 'text-slate-700 hover:bg-slate-50'}`
              }
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
      )}
    </div>
  );
}
