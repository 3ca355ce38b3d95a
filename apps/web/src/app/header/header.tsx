import { PRODUCT_NAME } from '@resume/core';
import { FileText, LogIn } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { CreditsPill } from '@/features/ai-writer';
import { useSession } from '@/features/auth';
import { AccountMenu, type NavTab } from './account-menu';
import { StepNav } from './step-nav';

/** Tabs only Pro users see (docs/product.md#steps); on a phone, in the menu. */
const PRO_TABS: NavTab[] = [
  { label: 'Resumes', to: '/resumes' },
  { label: 'AI Writer', to: '/ai-writer' },
  { label: 'Editor', to: '/refine' },
  { label: 'Applications', to: '/applications' },
];

/** Without a session yet, or as a guest from 768 px up: the way in (on a phone it is in the menu). */
function LogInLink({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/login"
      aria-label="Log in"
      className={`size-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 ${className}`}
    >
      <LogIn className="size-5" aria-hidden />
    </Link>
  );
}

function ProTabs({ className = '' }: { className?: string }) {
  return (
    <nav aria-label="Pro" className={`flex items-center gap-1 ${className}`}>
      {PRO_TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            `whitespace-nowrap rounded-md px-2 py-1 text-sm ${isActive ? 'font-semibold text-brand-700' : 'text-slate-600 hover:text-slate-900'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * One row on wide screens. Below that the step bar fills the first row, and the Pro tabs and the
 * credits take a second one (a grid places them; the same elements, so nothing is duplicated).
 * Below the 768 px breakpoint the tabs move into the menu, which every session has at every width.
 */
export function Header() {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_minmax(0,1fr)_auto] grid-rows-[3.5rem_auto] items-center gap-x-2 px-3 md:px-6 lg:flex lg:h-14 lg:justify-between">
        <Link
          to="/"
          className="col-start-1 row-start-1 flex shrink-0 items-center gap-2 font-semibold text-slate-900"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <FileText className="size-6 text-brand-600" aria-hidden />
          <span className="hidden md:inline">{PRODUCT_NAME}</span>
        </Link>
        {user?.is_premium && (
          <ProTabs className="col-span-2 col-start-1 row-start-2 -ml-2 hidden pb-2 md:flex lg:m-0 lg:p-0" />
        )}
        <div className="col-start-2 row-start-1 flex min-w-0 justify-center">
          <StepNav />
        </div>
        <div className="contents lg:flex lg:shrink-0 lg:items-center lg:gap-3">
          <CreditsPill className="col-start-3 row-start-2 mb-2 justify-self-end lg:mb-0" />
          <div className="col-start-3 row-start-1 flex items-center gap-1 justify-self-end">
            {!user?.is_registered && <LogInLink className={user ? 'hidden md:flex' : 'flex'} />}
            {user && <AccountMenu user={user} proTabs={PRO_TABS} />}
          </div>
        </div>
      </div>
    </header>
  );
}
