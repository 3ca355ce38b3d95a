import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { SESSION_QUERY_KEY } from '../session-context';

/** One page for both outcomes of the emailed confirmation link (docs/product.md#routes). */
export function EmailConfirmationPage() {
  const confirmed = useLocation().pathname === '/auth/email-confirmed';
  const queryClient = useQueryClient();
  // The link confirmed the email on the server; a signed-in user here should see it at once.
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [confirmed, queryClient]);
  return (
    <PageFrame title="Email confirmation" width="narrow">
      <div
        className={`rounded-xl border p-5 ${confirmed ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`}
      >
        {confirmed ? (
          <CircleCheck className="mb-2 size-6 text-emerald-700" aria-hidden />
        ) : (
          <CircleAlert className="mb-2 size-6 text-amber-700" aria-hidden />
        )}
        <p>{confirmed ? 'Your email is confirmed.' : 'This confirmation link is invalid or has expired.'}</p>
      </div>
      <Link
        to={confirmed ? '/start' : '/profile-settings'}
        className="mt-6 inline-block font-medium text-brand-700 hover:underline"
      >
        {confirmed ? 'Continue' : 'Request a new code'}
      </Link>
    </PageFrame>
  );
}
