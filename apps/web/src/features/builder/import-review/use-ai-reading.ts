import type { AiReading } from '@resume/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SESSION_QUERY_KEY } from '@/features/auth';
import { aiReadingRequests } from './ai-reading-api';
import { describeReadingFailure, type ReadingFailure } from './reading-failure';

export type AiReadingState =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'compared'; answer: AiReading }
  | { status: 'failed'; failure: ReadingFailure };

/**
 * One "Read with AI": idle → reading → compared | failed. `cancel()` stops the request (the server
 * then stops the model and gives the credit back) and returns to idle, as does `close()` after a
 * comparison. Leaving the screen cancels too.
 */
export function useAiReading(resumeId: string) {
  const [state, setState] = useState<AiReadingState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(async () => {
    current.current?.abort();
    const mine = new AbortController();
    current.current = mine;
    setState({ status: 'reading' });
    try {
      const answer = await aiReadingRequests.read(resumeId, mine.signal);
      if (current.current === mine) setState({ status: 'compared', answer });
    } catch (error) {
      if (!mine.signal.aborted) setState({ status: 'failed', failure: describeReadingFailure(error) });
    } finally {
      if (current.current === mine) current.current = null;
      // A credit was spent or given back: the counts shown elsewhere are stale.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['credits'] });
    }
  }, [resumeId, queryClient]);

  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel, close: cancel };
}
