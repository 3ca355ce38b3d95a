import { useCallback, useState } from 'react';
import { failureMessage } from './failure-message';

/**
 * A form's failure line: `attempt(action, fallback)` clears it, runs the action, and on failure
 * shows the server's words or the screen's message (failureMessage).
 */
export function useFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useCallback(async (action: () => Promise<unknown>, fallback: string) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureMessage(error, fallback));
    }
  }, []);
  return { failure, attempt };
}
