import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MESSAGES, type User, verificationCodeSchema } from '@resume/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CodeInput } from '@/components/form/code-input';
import { CountdownButton } from '@/components/form/countdown-button';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { ApiError } from '@/lib/api-client';
import { failureMessage, retryAfterSeconds } from '@/lib/failure-message';
import { resendVerificationCode, verifyEmail } from '../api/email-api';
import { useResendCountdown } from '../resend-countdown';

const codeFormSchema = z.object({ code: verificationCodeSchema });

type Props = { email: string; onVerified(user: User): void };

/**
 * After a second refusal the person may hold a code that no longer works, which the refusal itself
 * cannot say (the same words for a wrong, spent or expired code tell a guesser nothing).
 */
const DEAD_CODE_HINT = `A code stops working after ${LIMITS.verificationCodeMaxTries} wrong tries or ${LIMITS.verificationCodeTtlMinutes} minutes. If yours keeps being refused, press Resend code for a new one.`;

/**
 * The emailed 6-digit code, with a resend button that counts down between codes: the wait the
 * server names for this address, still running after a reload.
 */
export function VerifyEmailForm({ email, onVerified }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [secondsLeft, waitToResend] = useResendCountdown(email);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    setNotice(null);
    try {
      onVerified(await verifyEmail(email, code));
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400;
      if (refused) setRefusals((n) => n + 1);
      setFailure(refused ? MESSAGES.invalidCode : failureMessage(error, MESSAGES.invalidCode));
    }
  });

  async function resend() {
    setFailure(null);
    setNotice(null);
    setResending(true);
    try {
      const { resend_available_in } = await resendVerificationCode(email);
      waitToResend(resend_available_in);
      setNotice(`We sent a new code to ${email}.`);
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) waitToResend(wait);
      else setFailure(MESSAGES.confirmationEmailFailed);
    } finally {
      setResending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormAlert>{failure}</FormAlert>
      {refusals >= 2 && <p className="text-sm text-slate-600">{DEAD_CODE_HINT}</p>}
      <FormAlert tone="success">{notice}</FormAlert>
      <CodeInput error={formState.errors.code?.message} {...register('code')} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <SubmitButton busy={formState.isSubmitting}>Verify email</SubmitButton>
        <CountdownButton secondsLeft={secondsLeft} busy={resending} onClick={resend}>
          Resend code
        </CountdownButton>
      </div>
    </form>
  );
}
