import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type LeftBehind, useAccountActions } from '../account-actions';

/**
 * After a login from a guest session whose resumes did not all fit in the account: says which
 * stayed behind, and lets the person go on to the account or back to the guest session to keep
 * them (download them, or keep working on them there).
 */
export function ResumesLeftBehind({
  leftBehind,
  onContinue,
}: {
  leftBehind: LeftBehind;
  onContinue(): void;
}) {
  const { returnToGuest } = useAccountActions();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="grid gap-4" data-testid="resumes-left-behind">
      <div role="alert" className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>You are logged in. {leftBehind.notice}</p>
      </div>
      <p className="text-sm text-slate-700">
        Go back to the guest session to download them or keep working on them there (this logs you out of your
        account on this device). If you continue to your account, they stay behind and you cannot open them
        from it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onContinue} disabled={leaving}>
          Continue to my account
        </Button>
        <Button
          variant="secondary"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void returnToGuest(leftBehind.guestSession);
          }}
        >
          Back to the guest session
        </Button>
      </div>
    </div>
  );
}
