import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline (ms since the epoch), ticking down to zero; `restartAt` moves it.
 * Counting to a moment rather than for a length lets a wait started before a reload go on after it.
 */
export function useCountdownTo(initialDeadline: () => number): [number, (deadline: number) => void] {
  const [deadline, setDeadline] = useState(initialDeadline);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  const restartAt = useCallback((at: number) => {
    setNow(Date.now());
    setDeadline(at);
  }, []);
  return [secondsLeft, restartAt];
}

/** Seconds left until something is allowed again, ticking down to zero; `restart` sets it anew. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [secondsLeft, restartAt] = useCountdownTo(Date.now);
  const restart = useCallback((seconds: number) => restartAt(Date.now() + seconds * 1000), [restartAt]);
  return [secondsLeft, restart];
}
