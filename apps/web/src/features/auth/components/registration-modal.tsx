import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[95dvh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl md:inset-auto md:left-1/2 md:top-1/2 md:w-full md:max-w-md md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">Create your free account</Dialog.Title>
            <Dialog.Close
              className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-5 text-sm text-slate-600">
            {reason ?? 'Keep your resumes and pick up where you left off on any device.'} Everything you made
            so far stays with your account.
          </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
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
