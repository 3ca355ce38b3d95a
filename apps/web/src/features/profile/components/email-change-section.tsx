import { zodResolver } from '@hookform/resolvers/zod';
import { confirmEmailChangeSchema, MESSAGES, requestEmailChangeSchema } from '@resume/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeInput } from '@/components/form/code-input';
import { CountdownButton } from '@/components/form/countdown-button';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { useCountdown } from '@/components/form/use-countdown';
import { useSession } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { failureMessage, retryAfterSeconds } from '@/lib/failure-message';
import { confirmEmailChange, requestEmailChangeCode } from '../api/profile-api';
import { SettingsSection } from './settings-section';

const codeOnly = confirmEmailChangeSchema.pick({ code: true });

/** Two steps: the new address gets a code; the code makes it the account's email. */
export function EmailChangeSection() {
  const { setUser } = useSession();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const [secondsLeft, restartCountdown] = useCountdown();
  const emailForm = useForm({
    resolver: zodResolver(requestEmailChangeSchema),
    defaultValues: { email: '' },
  });
  const codeForm = useForm({ resolver: zodResolver(codeOnly), defaultValues: { code: '' } });

  async function sendCode(email: string) {
    setFailure(null);
    setChangedTo(null);
    try {
      const { resend_available_in } = await requestEmailChangeCode(email);
      restartCountdown(resend_available_in);
      setPendingEmail(email);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) restartCountdown(wait);
      setFailure(failureMessage(error, MESSAGES.confirmationEmailFailed));
    }
  }

  const confirm = codeForm.handleSubmit(async ({ code }) => {
    if (!pendingEmail) return;
    setFailure(null);
    try {
      setUser(await confirmEmailChange(pendingEmail, code));
      setChangedTo(pendingEmail);
      setPendingEmail(null);
      emailForm.reset();
      codeForm.reset();
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400;
      setFailure(refused ? MESSAGES.invalidCode : failureMessage(error, MESSAGES.profileUpdateFailed));
    }
  });

  return (
    <SettingsSection
      title="Change email"
      description="We send a code to the new address to make sure it is yours."
    >
      <div className="grid gap-4">
        <FormAlert>{failure}</FormAlert>
        {changedTo && <FormAlert tone="success">Your email is now {changedTo}.</FormAlert>}
        {pendingEmail ? (
          <form onSubmit={confirm} noValidate className="grid gap-4">
            <p className="text-sm text-slate-700">
              Enter the 6-digit code we sent to <span className="font-medium">{pendingEmail}</span>.
            </p>
            <CodeInput
              label="Code from the new address"
              error={codeForm.formState.errors.code?.message}
              {...codeForm.register('code')}
            />
            <div className="flex flex-col gap-2 sm:flex-row">
              <SubmitButton busy={codeForm.formState.isSubmitting}>Change email</SubmitButton>
              <CountdownButton secondsLeft={secondsLeft} onClick={() => void sendCode(pendingEmail)}>
                Resend code
              </CountdownButton>
              <SubmitButton type="button" variant="ghost" onClick={() => setPendingEmail(null)}>
                Use another address
              </SubmitButton>
            </div>
          </form>
        ) : (
          <form
            onSubmit={emailForm.handleSubmit(({ email }) => sendCode(email))}
            noValidate
            className="grid gap-4"
          >
            <TextInput
              label="New email"
              type="email"
              autoComplete="email"
              error={emailForm.formState.errors.email?.message}
              {...emailForm.register('email')}
            />
            <SubmitButton
              busy={emailForm.formState.isSubmitting}
              disabled={secondsLeft > 0}
              className="justify-self-start"
            >
              Send code{secondsLeft > 0 && <span className="tabular-nums"> in {secondsLeft} s</span>}
            </SubmitButton>
          </form>
        )}
      </div>
    </SettingsSection>
  );
}
