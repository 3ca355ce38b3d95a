import type { AiWarning } from '@resume/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AiAttempt, FIRST_ATTEMPT, type StartAiStream } from './api/ai-requests';
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
  /** The answer is the same as the one shown before this "Try again": it cost no credit. */
  repeated: boolean;
  failure: SuggestionFailure | null;
};

const EMPTY_MESSAGE = 'The AI writer gave no answer. Try again.';

const IDLE: Suggestion = {
  status: 'idle',
  text: '',
  writer: null,
  warnings: [],
  repeated: false,
  failure: null,
};

/**
 * One AI suggestion: idle → streaming → done | failed | stopped. `run(start)` asks for it (a new
 * run replaces one in progress), `stop()` aborts it (the server then stops; it refunds the credit
 * only if no text had arrived yet), `retry()` asks again the same way as the next attempt, with the
 * text shown so far: another phrasing, and no credit if the answer is the same again. Leaving the
 * screen stops it too.
 */
export function useSuggestion() {
  const [suggestion, setSuggestion] = useState<Suggestion>(IDLE);
  const current = useRef<AbortController | null>(null);
  const last = useRef<StartAiStream | null>(null);
  /** The attempt of the newest run, and the text it showed (what a retry says it has seen). */
  const attempt = useRef<AiAttempt>(FIRST_ATTEMPT);
  const shown = useRef('');
  const refreshCredits = useRefreshCredits();

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    async (begin: StartAiStream, tryNumber: AiAttempt) => {
      last.current = begin;
      attempt.current = tryNumber;
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
        const stream = await begin(mine.signal, tryNumber);
        update({ writer: stream.headers.get('X-AI-Writer') });
        for await (const event of stream.events) {
          if ('chunk' in event) {
            text += event.chunk;
            if (current.current === mine) shown.current = text;
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
              repeated: event.repeated === true,
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

  /** A new request: the first attempt, whatever was shown before. */
  const run = useCallback(
    (begin: StartAiStream) => {
      shown.current = '';
      return start(begin, FIRST_ATTEMPT);
    },
    [start],
  );

  /** Out of credits: explain, without asking the server (it would only refuse). */
  const showNoCredits = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setSuggestion({ ...IDLE, status: 'failed', failure: { kind: 'no_credits' } });
  }, []);

  const stop = useCallback(() => current.current?.abort(), []);

  /** "Try again": the next attempt of the last request, saying what the person was shown. */
  const retry = useCallback(() => {
    if (!last.current) return;
    const next = { number: attempt.current.number + 1, shown: shown.current };
    void start(last.current, next);
  }, [start]);

  /** Closes the panel (Reject, Close); a run still going is stopped. */
  const reset = useCallback(() => {
    const running = current.current;
    current.current = null;
    running?.abort();
    shown.current = '';
    setSuggestion(IDLE);
  }, []);

  return { suggestion, run, stop, retry, reset, showNoCredits };
}
