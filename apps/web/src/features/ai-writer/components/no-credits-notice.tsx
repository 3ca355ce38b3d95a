import { NO_CREDITS_MESSAGE } from '@resume/core';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Shown wherever AI is offered once a free user has no credits left, in the server's words when it
 * refused (a guest's network may have used the day's answers while the guest still has credits).
 */
export function NoCreditsNotice({ message = NO_CREDITS_MESSAGE }: { message?: string }) {
  return (
    <div
      role="status"
      data-testid="no-credits"
      className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm"
    >
      <p className="text-slate-800">{message}</p>
      <Link
        to="/upgrade"
        className="mt-2 inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700"
      >
        <Sparkles className="size-4" aria-hidden /> Upgrade to Pro
      </Link>
    </div>
  );
}
