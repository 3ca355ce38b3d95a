import { useCallback, useEffect, useState } from 'react';

/** Seconds left until something is allowed again, ticking down to zero; `restart` sets it anew. */
export function useCountdown(initialSeconds = 0): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));

  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, []);
  return [secondsLeft, restart];
}
