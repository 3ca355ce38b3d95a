import type { User } from '@resume/core';
import { PRODUCT_NAME } from '@resume/core';
import { FileText, LogIn } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useSession } from '@/features/auth/session-context';
import { StepNav } from './step-nav';

/** Tabs only Pro users see (SPEC.md section 2, header). */
const PRO_TABS = [
  { label: 'Resumes', to: '/resumes' },
  { label: 'AI Writer', to: '/ai-writer' },
  { label: 'Editor', to: '/refine' },
];

export function avatarInitial(user: Pick<User, 'email'>): string {
  return user.email?.trim().charAt(0).toUpperCase() || 'U';
}

function AccountLink({ user }: { user: User | null }) {
  if (user?.is_registered) {
    return (
      <Link
        to="/profile-settings"
        aria-label="Profile settings"
        className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {avatarInitial(user)}
      </Link>
    );
  }
  return (
    <Link
      to="/login"
      aria-label="Log in"
      className="flex size-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
    >
      <LogIn className="size-5" aria-hidden />
    </Link>
  );
}

export function Header() {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-3 md:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 font-semibold text-slate-900"
          aria-label={`${PRODUCT_NAME} home`}
        >
          <FileText className="size-6 text-brand-600" aria-hidden />
          <span className="hidden md:inline">{PRODUCT_NAME}</span>
        </Link>
        {user?.is_premium && (
          <nav aria-label="Pro" className="hidden items-center gap-1 lg:flex">
            {PRO_TABS.map((tab) => (
              <NavLink
                key={tab.to}
                to={tab.to}
                className={({ isActive }) =>
                  `rounded-md px-2 py-1 text-sm ${isActive ? 'font-semibold text-brand-700' : 'text-slate-600 hover:text-slate-900'}`
                }
              >
                {tab.label}
              </NavLink>
            ))}
          </nav>
        )}
        <StepNav />
        <AccountLink user={user} />
      </div>
    </header>
  );
}
