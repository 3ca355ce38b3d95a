import { Clock } from 'lucide-react';
import { Button } from '@/components/ui/button';

type Props = { supportEmail: string | null; sessionId: string | null; onCheckAgain(): void };

/** docs/product.md#plans: premium unlocks within the next hour; otherwise the person contacts support. */
export function UnlockLate({ supportEmail, sessionId, onCheckAgain }: Props) {
  const subject = `Pro not unlocked after payment${sessionId ? ` (${sessionId})` : ''}`;
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
      <Clock className="mb-2 size-6" aria-hidden />
      <p className="font-semibold">Thank you. Premium unlocks within the next hour.</p>
      <p className="mt-2 text-sm">
        Your payment is still being confirmed. If Pro has not unlocked within the hour, please contact support
        {supportEmail ? (
          <>
            {' at '}
            <a
              href={`mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`}
              className="font-medium underline"
            >
              {supportEmail}
            </a>
          </>
        ) : null}
        .
      </p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onCheckAgain}>
        Check again
      </Button>
    </div>
  );
}
