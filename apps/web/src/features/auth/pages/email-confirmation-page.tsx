import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';

/** One page for both outcomes of the emailed confirmation link (SPEC.md section 2). */
export function EmailConfirmationPage() {
  const confirmed = useLocation().pathname === '/auth/email-confirmed';
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
