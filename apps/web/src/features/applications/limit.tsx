import { APPLICATION_LIMIT_CODE, applicationLimitMessage } from '@resume/core';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';

/** Whether a call was refused for the free plan's application limit (docs/http-api.md#error-codes). */
export function isApplicationLimit(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.detail as { code?: string } | null)?.code === APPLICATION_LIMIT_CODE
  );
}

/** The free plan's limit in the API's words, with the way past it. */
export function LimitOffer({
  message = applicationLimitMessage(),
  role = 'status',
}: {
  message?: string;
  role?: 'status' | 'alert';
}) {
  return (
    <p role={role} className="text-sm text-amber-900">
      {message}{' '}
      <Link to="/upgrade" className="font-medium underline">
        Upgrade to Pro
      </Link>
    </p>
  );
}

/** "3 of 20 applications" on a free account; Pro has no limit, so nothing is shown. */
export function UsageNote({ used, limit }: { used: number; limit: number | null }) {
  if (limit === null) return null;
  return (
    <p className="text-sm text-slate-600" data-usage>
      {used} of {limit} applications
    </p>
  );
}

/** A failed change: the limit with its upgrade offer, or what went wrong in the server's words. */
export function FailureLine({ error, fallback }: { error: Error | null; fallback: string }) {
  if (!error) return null;
  if (isApplicationLimit(error)) return <LimitOffer message={error.message} role="alert" />;
  return (
    <p role="alert" className="text-sm text-red-700">
      {failureMessage(error, fallback)}
    </p>
  );
}
