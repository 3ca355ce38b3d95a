import { useCallback } from 'react';
import { useCountdownTo } from '@/components/form/use-countdown';

/**
 * The moment another confirmation code may be sent to an address, kept in localStorage so the
 * wait the server named outlives a reload (the server keeps counting either way).
 */
const storageKey = (email: string) => `resend_available_at:${email}`;

function resendAvailableAt(email: string): number {
  const at = Number(localStorage.getItem(storageKey(email)));
  if (at > Date.now()) return at;
  // Over (or never set): nothing left to remember.
  localStorage.removeItem(storageKey(email));
  return 0;
}

/** Remembers that `email` must wait `seconds` (the server's figure) before another code. */
export function rememberResendWait(email: string, seconds: number): number {
  const at = Date.now() + seconds * 1000;
  localStorage.setItem(storageKey(email), String(at));
  return at;
}

/** Seconds until another code may be sent to `email`, and `wait(seconds)` for the server's answer. */
export function useResendCountdown(email: string): [number, (seconds: number) => void] {
  const [secondsLeft, restartAt] = useCountdownTo(() => resendAvailableAt(email));
  const wait = useCallback(
    (seconds: number) => restartAt(rememberResendWait(email, seconds)),
    [email, restartAt],
  );
  return [secondsLeft, wait];
}
