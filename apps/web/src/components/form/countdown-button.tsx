import type { ReactNode } from 'react';
import { SubmitButton } from './submit-button';

type Props = { secondsLeft: number; busy?: boolean; onClick(): void; children: ReactNode };

/** "Resend code" that counts down while another code may not be requested yet. */
export function CountdownButton({ secondsLeft, busy, onClick, children }: Props) {
  const waiting = secondsLeft > 0;
  return (
    <SubmitButton type="button" variant="secondary" busy={busy} disabled={waiting} onClick={onClick}>
      {children}
      {waiting && <span className="tabular-nums"> in {secondsLeft} s</span>}
    </SubmitButton>
  );
}
