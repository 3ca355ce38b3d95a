import { LIMITS } from '@resume/core';
import type { ComponentProps } from 'react';
import { TextInput } from './text-input';

type Props = Omit<ComponentProps<'input'>, 'type'> & { label?: string; error?: string };

/** The 6-digit code from an email: numeric keypad on phones, and the browser may fill it in. */
export function CodeInput({ label = 'Verification code', ...props }: Props) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={LIMITS.verificationCodeDigits}
      placeholder="123456"
      className="max-w-48"
      {...props}
      // Wide letter spacing reads like the code in the email.
      style={{ letterSpacing: '0.3em' }}
    />
  );
}
