import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useCredits } from '../api/credits';

export function creditsLabel(remaining: number): string {
  if (remaining <= 0) return 'No AI credits';
  return `${remaining} AI ${remaining === 1 ? 'credit' : 'credits'}`;
}

/** A free user's credits left, in the header; it leads to the upgrade. Pro users have no count. */
export function CreditsPill({ className = '' }: { className?: string }) {
  const { credits, outOfCredits } = useCredits();
  if (!credits || credits.unlimited || !Number.isFinite(credits.remaining)) return null;
  return (
    <Link
      to="/upgrade"
      data-testid="credits-pill"
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-1 text-xs font-medium ${
        outOfCredits
          ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100'
          : 'border-brand-100 bg-brand-50 text-brand-700 hover:bg-brand-100'
      } ${className}`}
    >
      <Sparkles className="size-3.5" aria-hidden />
      {creditsLabel(credits.remaining)}
      <span className="sr-only">
        {outOfCredits ? ', upgrade to Pro for unlimited AI' : ' left, upgrade to Pro'}
      </span>
    </Link>
  );
}
