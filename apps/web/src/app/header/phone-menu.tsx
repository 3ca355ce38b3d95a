import type { User } from '@resume/core';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';

export type NavTab = { label: string; to: string };

/**
 * Below the 768 px breakpoint the header has no room for tabs: a menu button opens them instead.
 * Everyone with a session finds their resumes there; Pro users also the AI Writer and the Editor.
 * It closes on a choice, on Escape (focus back on the button) and on a tap outside it.
 */
export function PhoneMenu({ user, proTabs }: { user: User | null; proTabs: NavTab[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // A choice navigates: the new page starts with the menu closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!user) return null;
  const tabs = user.is_premium ? proTabs : proTabs.filter((tab) => tab.to === '/resumes');
  return (
    <div ref={root} className="relative md:hidden">
      <button
        ref={button}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label="Menu"
          className="absolute right-0 top-11 z-30 w-48 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {tabs.map((tab) => (
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
