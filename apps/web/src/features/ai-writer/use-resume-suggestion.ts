import { useCallback, useRef } from 'react';
import type { AiResume } from './ai-resume-context';
import type { AiAttempt, AiStream } from './api/ai-requests';
import { useCredits } from './api/credits';
import { useSuggestion } from './use-suggestion';

/**
 * A suggestion about the resume being edited: pending edits are saved first (the server reads the
 * saved resume), and a free user without credits gets the explanation instead of a request.
 * `trigger` is the button that asked, where focus returns when the panel closes.
 */
export function useResumeSuggestion(ai: AiResume) {
  const { suggestion, run, stop, retry, reset, showNoCredits } = useSuggestion();
  const { outOfCredits, explainWithoutAsking } = useCredits();
  const trigger = useRef<HTMLButtonElement>(null);

  const ask = useCallback(
    (request: (resumeId: string, signal: AbortSignal, attempt: AiAttempt) => Promise<AiStream>) => {
      if (explainWithoutAsking) {
        showNoCredits();
        return;
      }
      void run(async (signal, attempt) => {
        await ai.flush();
        return request(ai.resumeId, signal, attempt);
      });
    },
    [ai, explainWithoutAsking, run, showNoCredits],
  );

  const close = useCallback(() => {
    reset();
    trigger.current?.focus();
  }, [reset]);

  return { suggestion, ask, stop, retry, close, trigger, outOfCredits };
}
