import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, newPasswordFormSchema, PASSWORD_HINT } from '@resume/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordInput } from '@/components/form/password-input';
import { PasswordRequirements } from '@/components/form/password-requirements';
import { SubmitButton } from '@/components/form/submit-button';
import { PageFrame } from '@/components/ui/page-frame';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { resetPassword } from '../api/password-reset-api';
import { AuthPanel } from '../components/auth-panel';

export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch } = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      await resetPassword(token, form.new_password, form.confirm_password);
      setDone(true);
    } catch (error) {
      const expired = error instanceof ApiError && error.status === 400;
      setFailure(expired ? MESSAGES.resetLinkInvalid : failureMessage(error, MESSAGES.passwordUpdateFailed));
    }
  });

  return (
    <PageFrame title="Choose a new password" description={PASSWORD_HINT} width="narrow">
      <AuthPanel>
        {!token ? (
          <FormAlert>{MESSAGES.resetLinkInvalid}</FormAlert>
        ) : done ? (
          <div className="grid gap-4">
            <FormAlert tone="success">
              Your password has been changed. You are signed out everywhere; log in with the new password.
            </FormAlert>
            <Link to="/login" className="font-medium text-brand-700 hover:underline">
              Log in
            </Link>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormAlert>{failure}</FormAlert>
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              error={errors.new_password?.message}
              hint={<PasswordRequirements password={watch('new_password')} />}
              {...register('new_password')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              error={errors.confirm_password?.message}
              {...register('confirm_password')}
            />
            <SubmitButton busy={isSubmitting} className="w-full">
              Set new password
            </SubmitButton>
          </form>
        )}
      </AuthPanel>
    </PageFrame>
  );
}
