import { LIMITS } from '@resume/core';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

export const NO_CREDITS_MESSAGE = `You've used your ${LIMITS.freeAiCredits} free AI credits. Upgrade to Pro for unlimited AI.`;

/** Shown wherever AI is offered once a free user has no credits left. */
export function NoCreditsNotice() {
  return (
    <div
      role="status"
      data-testid="no-credits"
      className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm"
    >
      <p className="text-slate-800">{NO_CREDITS_MESSAGE}</p>
      <Link
        to="/upgrade"
        className="mt-2 inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700"
      >
        <Sparkles className="size-4" aria-hidden /> Upgrade to Pro
      </Link>
    </div>
  );
}
