import { CircleAlert } from 'lucide-react';

/** Said plainly instead of a buy button that would fail. */
export function PaymentsUnavailable({
  message,
  supportEmail,
}: {
  message: string;
  supportEmail: string | null;
}) {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm">
      <CircleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <div className="text-amber-950">
        <p className="font-semibold">{message}</p>
        {supportEmail && (
          <p className="mt-1">
            Questions? Write to{' '}
            <a href={`mailto:${supportEmail}`} className="font-medium underline">
              {supportEmail}
            </a>
            .
          </p>
        )}
      </div>
    </div>
  );
}
