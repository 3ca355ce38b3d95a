import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountFormSchema, MESSAGES, type User } from '@resume/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAccountActions } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { deleteAccount } from '../api/profile-api';
import type { DeletedAccount } from '../deletion-copy';
import { ProTimeLost } from './pro-time-lost';
import { SettingsSection } from './settings-section';

/**
 * Deletion asks for the password inside the confirmation: nothing is deleted by a stray click. A
 * Pro user is told there what they lose; afterwards /account-deleted confirms which account went.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const { forgetAccount } = useAccountActions();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await deleteAccount(password);
      setConfirming(false);
      const deleted: DeletedAccount = { email: user.email ?? '', hadPro: user.is_premium };
      forgetAccount('/account-deleted', deleted);
    } catch (error) {
      const wrong = error instanceof ApiError && error.status === 400;
      setFailure(wrong ? error.message : failureMessage(error, MESSAGES.deleteAccountFailed));
    }
  });

  return (
    <SettingsSection
      title="Delete account"
      tone="danger"
      description="Your account and all your resumes are deleted for good. This cannot be undone."
    >
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete account
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) {
            reset();
            setFailure(null);
          }
        }}
        title="Delete your account?"
        description="Enter your password to confirm. Your resumes are deleted with the account."
        confirmLabel="Delete account"
        destructive
        busy={formState.isSubmitting}
        onConfirm={() => void submit()}
      >
        <ProTimeLost user={user} />
        <form onSubmit={submit} noValidate className="mt-4 grid gap-3">
          <FormAlert>{failure}</FormAlert>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
        </form>
      </ConfirmDialog>
    </SettingsSection>
  );
}
