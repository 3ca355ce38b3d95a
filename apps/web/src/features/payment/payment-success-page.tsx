import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { ProUnlocked } from './components/pro-unlocked';
import { UnlockLate } from './components/unlock-late';
import { UnlockWaiting } from './components/unlock-waiting';
import { usePremiumUnlock } from './use-premium-unlock';

/** Where the checkout returns to (`?session_id=`): waits for Pro to arrive, then says so. */
export function PaymentSuccessPage() {
  const sessionId = useSearchParams()[0].get('session_id');
  const unlock = usePremiumUnlock();
  return (
    <PageFrame title="Thank you for your purchase" width="narrow">
      {unlock.state === 'unlocked' && unlock.status ? (
        <ProUnlocked status={unlock.status} />
      ) : (
        <>
          {unlock.state === 'late' ? (
            <UnlockLate
              supportEmail={unlock.status?.support_email ?? null}
              sessionId={sessionId}
              onCheckAgain={unlock.checkAgain}
            />
          ) : (
            <UnlockWaiting />
          )}
          <Link to="/refine" className="mt-6 inline-block font-medium text-brand-700 hover:underline">
            Back to your resume
          </Link>
        </>
      )}
    </PageFrame>
  );
}
