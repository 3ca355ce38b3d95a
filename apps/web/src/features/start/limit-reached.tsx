import { LIMITS } from '@resume/core';
import { Link } from 'react-router';
import { useSession } from '@/features/auth';
import { useResumeList } from '@/features/resumes';
import { ApiError } from '@/lib/api-client';
import { withRedirect } from '@/lib/redirect';

const linkClass = 'font-medium underline';

/**
 * The free tier's resume limit, with the ways past it: the same prompt for every way of starting.
 * A guest is offered an account first (to keep what they made), then Pro.
 */
export function LimitReached() {
  const { user } = useSession();
  const guest = !user?.is_registered;
  return (
    <p role="status" className="mt-3 text-sm text-amber-800">
      {guest ? 'Guests and free accounts' : 'Free accounts'} can keep up to {LIMITS.freeResumeLimit} resumes.{' '}
      {guest && (
        <>
          <Link to={withRedirect('/signup', '/start')} className={linkClass}>
            Create a free account
          </Link>{' '}
          to keep yours.{' '}
        </>
      )}
      <Link to="/upgrade" className={linkClass}>
        Upgrade to Pro
      </Link>{' '}
      for unlimited resumes, or{' '}
      <Link to="/resumes" className={linkClass}>
        manage your resumes
      </Link>
      .
    </p>
  );
}

/**
 * Whether a failed call was refused for the free tier's resume limit (docs/http-api.md#error-codes:
 * resume_limit).
 */
export function isResumeLimit(error: unknown): boolean {
  return error instanceof ApiError && (error.detail as { code?: string } | null)?.code === 'resume_limit';
}

/**
 * Whether a new resume would be refused for the free tier's limit, known before asking the server
 * (the server still checks): an upload is then not even sent.
 */
export function useAtResumeLimit(): boolean {
  const { user } = useSession();
  const list = useResumeList(Boolean(user));
  return Boolean(user && !user.is_premium && (list.data?.length ?? 0) >= LIMITS.freeResumeLimit);
}
