import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { SheetDialogContent } from '@/components/ui/sheet-dialog';
import { withRedirect } from '@/lib/redirect';
import { useSession } from '../session-context';
import { SignupForm } from './signup-form';

type Props = {
  open: boolean;
  reason?: string;
  onOpenChange(open: boolean): void;
  onRegistered(): void;
  /** A way on without an account ("Download as guest"), when the moment allows one. */
  skip?: { label: string; onSkip(): void };
};

/** Sign-up in a dialog, over whatever the person is doing, so nothing they made is left behind. */
export function RegistrationModal({ open, reason, onOpenChange, onRegistered, skip }: Props) {
  const location = useLocation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SheetDialogContent
        title="Create your free account"
        description={`${reason ?? 'Keep your resumes and pick up where you left off on any device.'} Everything you made so far stays with your account.`}
      >
        <SignupForm onSignedUp={onRegistered} />
        {skip && (
          <Button variant="secondary" className="mt-3 w-full" onClick={skip.onSkip}>
            {skip.label}
          </Button>
        )}
        <p className="mt-4 text-sm text-slate-600">
          Already have an account?{' '}
          <Link
            to={withRedirect('/login', `${location.pathname}${location.search}`)}
            className="font-medium text-brand-700 hover:underline"
          >
            Log in
          </Link>
        </p>
      </SheetDialogContent>
    </Dialog.Root>
  );
}

/**
 * For the moments that need an account (before an export, say):
 *
 *   const registration = useRegistrationPrompt();
 *   <button onClick={() => registration.requireAccount(download, 'Create an account to download.')}>
 *   {registration.modal}
 *
 * A registered user goes straight on; anyone else sees the sign-up dialog, and the action runs
 * once they have signed up. Closing the dialog cancels it. With `skipLabel` (an offer rather than
 * a requirement), a button of that name goes on without an account.
 */
export function useRegistrationPrompt(): {
  requireAccount(then: () => void, reason?: string, skipLabel?: string): void;
  modal: ReactNode;
} {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string | undefined>();
  const [skipLabel, setSkipLabel] = useState<string | undefined>();
  const pending = useRef<(() => void) | null>(null);

  const requireAccount = useCallback(
    (then: () => void, why?: string, skipAs?: string) => {
      if (user?.is_registered) return then();
      pending.current = then;
      setReason(why);
      setSkipLabel(skipAs);
      setOpen(true);
    },
    [user?.is_registered],
  );

  const goOn = () => {
    const then = pending.current;
    pending.current = null;
    setOpen(false);
    then?.();
  };

  const modal = (
    <RegistrationModal
      open={open}
      reason={reason}
      skip={skipLabel ? { label: skipLabel, onSkip: goOn } : undefined}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) pending.current = null;
      }}
      onRegistered={goOn}
    />
  );
  return { requireAccount, modal };
}
