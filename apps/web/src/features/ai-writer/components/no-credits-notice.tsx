import { NO_CREDITS_MESSAGE } from '@resume/core';
import { Sparkles, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '@/features/auth';

/**
 * Shown wherever AI is offered once a free user has no credits left, in the server's words when it
 * refused (a guest's network may have used the day's answers while the guest still has credits).
 */
export function NoCreditsNotice({ message = NO_CREDITS_MESSAGE }: { message?: string }) {
  // A guest whose network used the day's answers has credits of its own: an account frees them.
  // Pro itself starts with an account, which the upgrade page asks for first.
  const guest = !useSession().user?.is_registered && message !== NO_CREDITS_MESSAGE;
  return (
    <div
      role="status"
      data-testid="no-credits"
      className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm"
    >
      <p className="text-slate-800">{message}</p>
      <Link
        to={guest ? '/signup' : '/upgrade'}
        className="mt-2 inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700"
      >
        {guest ? (
          <>
            <UserPlus className="size-4" aria-hidden /> Create a free account
          </>
        ) : (
          <>
            <Sparkles className="size-4" aria-hidden /> Upgrade to Pro
          </>
        )}
      </Link>
    </div>
  );
}
