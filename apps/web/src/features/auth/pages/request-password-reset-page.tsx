import { zodResolver } from '@hookform/resolvers/zod';
import { requestPasswordResetSchema } from '@resume/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { PageFrame } from '@/components/ui/page-frame';
import { useFailure } from '@/lib/use-failure';
import { requestPasswordReset } from '../api/password-reset-api';
import { AuthPanel } from '../components/auth-panel';

export function RequestPasswordResetPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { failure, attempt } = useFailure();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(({ email }) =>
    attempt(async () => {
      await requestPasswordReset(email);
      setSentTo(email);
    }, 'Could not send the reset link. Please try again.'),
  );

  return (
    <PageFrame
      title="Reset your password"
      description="Enter your email and we will send you a reset link."
      width="narrow"
    >
      <AuthPanel
        footer={
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Back to log in
          </Link>
        }
      >
        {sentTo ? (
          <FormAlert tone="success">
            If an account exists for {sentTo}, we sent it a link to choose a new password. The link works
            once, within an hour.
          </FormAlert>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormAlert>{failure}</FormAlert>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <SubmitButton busy={formState.isSubmitting} className="w-full">
              Send reset link
            </SubmitButton>
          </form>
        )}
      </AuthPanel>
    </PageFrame>
  );
}
