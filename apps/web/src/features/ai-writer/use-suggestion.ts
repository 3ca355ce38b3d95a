import type { AiWarning } from '@resume/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StartAiStream } from './api/ai-requests';
import { useRefreshCredits } from './api/credits';
import { CUT_OFF_MESSAGE, describeFailure, type SuggestionFailure } from './suggestion-failure';

export type SuggestionStatus = 'idle' | 'streaming' | 'done' | 'failed' | 'stopped';

export type Suggestion = {
  status: SuggestionStatus;
  /** The answer so far (all of it once done). */
  text: string;
  /** Who writes: the X-AI-Writer header, then the end event's `writer`. */
  writer: string | null;
  warnings: AiWarning[];
  failure: SuggestionFailure | null;
};

const EMPTY_MESSAGE = 'The AI writer gave no answer. Try again.';

const IDLE: Suggestion = { status: 'idle', text: '', writer: null, warnings: [], failure: null };

/**
 * One AI suggestion: idle → streaming → done | failed | stopped. `run(start)` asks for it (a new
 * run replaces one in progress), `stop()` aborts it (the server then stops; it refunds the credit
 * only if no text had arrived yet), `retry()` asks again the same way. Leaving the screen stops it too.
 */
export function useSuggestion() {
  const [suggestion, setSuggestion] = useState<Suggestion>(IDLE);
  const current = useRef<AbortController | null>(null);
  const last = useRef<StartAiStream | null>(null);
  const refreshCredits = useRefreshCredits();

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(
    async (start: StartAiStream) => {
      last.current = start;
      current.current?.abort();
      const mine = new AbortController();
      current.current = mine;
      // A replaced run says nothing more: only the newest one owns the panel.
      const update = (next: Partial<Suggestion>) => {
        if (current.current === mine) setSuggestion((s) => ({ ...s, ...next }));
      };
      setSuggestion({ ...IDLE, status: 'streaming' });
      let text = '';
      try {
        const stream = await start(mine.signal);
        update({ writer: stream.headers.get('X-AI-Writer') });
        for await (const event of stream.events) {
          if ('chunk' in event) {
            text += event.chunk;
            update({ text });
          } else if ('error' in event) {
            update({ status: 'failed', failure: { kind: 'message', message: event.error } });
            return;
          } else if ('end' in event) {
            if (!text.trim()) {
              update({ status: 'failed', failure: { kind: 'message', message: EMPTY_MESSAGE } });
              return;
            }
            update({
              status: 'done',
              text: text.trim(),
              ...(event.writer ? { writer: event.writer } : {}),
              warnings: event.warnings ?? [],
            });
            return;
          }
        }
        update({ status: 'failed', failure: { kind: 'message', message: CUT_OFF_MESSAGE } });
      } catch (error) {
        if (mine.signal.aborted) update({ status: 'stopped' });
        else update({ status: 'failed', failure: describeFailure(error) });
      } finally {
        if (current.current === mine) current.current = null;
        refreshCredits();
      }
    },
    [refreshCredits],
  );

  /** Out of credits: explain, without asking the server (it would only refuse). */
  const showNoCredits = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setSuggestion({ ...IDLE, status: 'failed', failure: { kind: 'no_credits' } });
  }, []);

  const stop = useCallback(() => current.current?.abort(), []);

  const retry = useCallback(() => {
    if (last.current) void run(last.current);
  }, [run]);

  /** Closes the panel (Reject, Close); a run still going is stopped. */
  const reset = useCallback(() => {
    const running = current.current;
    current.current = null;
    running?.abort();
    setSuggestion(IDLE);
  }, []);

  return { suggestion, run, stop, retry, reset, showNoCredits };
}
