import {
  type FigureAnswers,
  figureQuestions,
  givesTextBack,
  OFFLINE_WRITER_NAME,
  STOP_USES_CREDIT_NOTE,
  withFigures,
} from '@resume/core';
import { Check, CircleAlert, LoaderCircle, RotateCcw, Sparkles, Square, X } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCredits } from '../api/credits';
import type { Suggestion } from '../use-suggestion';
import { CopyButton } from './copy-button';
import { FigureQuestions } from './figure-questions';
import { NoCreditsNotice } from './no-credits-notice';
import { WarnedText, WarningList, WordDiff } from './suggestion-text-view';

type Props = {
  /** What the suggestion is for, e.g. "Suggestion for achievement 2". */
  title: string;
  suggestion: Suggestion;
  /**
   * The text the suggestion would replace: the answer is then shown as a word diff against it with
   * Accept and Reject. Without it the answer is advice, shown as it is with Copy.
   */
  current?: string;
  onAccept?(text: string): void;
  onStop(): void;
  onRetry(): void;
  /** Reject, or Close: the panel goes away and nothing changes. */
  onClose(): void;
  /** More actions once the answer is complete (the AI Writer's "Insert into resume"). */
  actions?: ReactNode;
  /**
   * The answer is one achievement line: where a figure would make it stronger, ask the person for
   * it (up to three optional questions) and accept the line with their answers written in.
   */
  askForFigures?: boolean;
};

/** Said when a "Try again" brought back the text already shown: the server gave the credit back. */
export const REPEATED_NOTE = 'Same answer as before — no credit used.';
export const UNCHANGED_NOTE = 'Nothing to change in this line — no credit used.';

function WriterLine({ writer }: { writer: string | null }) {
  if (!writer) return null;
  return (
    <p className="text-xs text-slate-600" data-testid="ai-writer-name">
      Written by <span className="font-medium text-slate-800">{writer}</span>
      {writer === OFFLINE_WRITER_NAME && ' (built-in rules, no AI model)'}
    </p>
  );
}

/** One AI answer: streamed as it arrives, then a diff to accept or reject (or advice to copy). */
export function SuggestionPanel({
  title,
  suggestion,
  current,
  onAccept,
  onStop,
  onRetry,
  onClose,
  actions,
  askForFigures = false,
}: Props) {
  const { status, text, writer, warnings, repeated, failure } = suggestion;
  const { credits } = useCredits();
  // The answers belong to one answer: a new one (Try again) starts with blank questions.
  const [figures, setFigures] = useState<{ answer: string; answers: FigureAnswers }>({
    answer: '',
    answers: {},
  });
  const replaces = current !== undefined && onAccept !== undefined;
  const questions = useMemo(
    () => (askForFigures && replaces && status === 'done' ? figureQuestions(text) : []),
    [askForFigures, replaces, status, text],
  );
  if (status === 'idle') return null;
  const answers = figures.answer === text ? figures.answers : {};
  const accepted = questions.length > 0 ? withFigures(text, answers) : text;

  return (
    <section
      aria-label={title}
      data-suggestion-status={status}
      className="w-full min-w-0 space-y-3 rounded-xl border border-brand-100 bg-white p-3 shadow-sm md:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <Sparkles className="size-4 text-brand-600" aria-hidden /> {title}
        </h3>
        <WriterLine writer={writer} />
      </div>

      <div aria-live="polite" className="space-y-3">
        {status === 'streaming' &&
          (text ? (
            <WarnedText text={text} warnings={[]} />
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <LoaderCircle className="size-4 animate-spin" aria-hidden /> Writing…
            </p>
          ))}
        {status === 'done' &&
          (replaces ? (
            <>
              <WordDiff before={current} after={text} warnings={warnings} />
              <p className="text-xs text-slate-600">
                <span className="underline decoration-emerald-700 decoration-2 underline-offset-2">
                  Underlined
                </span>{' '}
                words are new,{' '}
                <span className="line-through decoration-red-700 decoration-2">struck-through</span> words go.
              </p>
            </>
          ) : (
            <WarnedText text={text} warnings={warnings} />
          ))}
        {status === 'done' && <WarningList warnings={warnings} />}
        {status === 'done' && repeated && (
          <p className="text-sm text-slate-700" data-testid="repeated-answer">
            {replaces && givesTextBack(text, current) ? UNCHANGED_NOTE : REPEATED_NOTE}
          </p>
        )}
        {status === 'stopped' && (
          <>
            {text && (
              <div className="text-slate-500">
                <WarnedText text={text} warnings={[]} />
              </div>
            )}
            <p className="text-sm text-slate-700">Stopped. Nothing was changed.</p>
          </>
        )}
        {status === 'failed' && failure?.kind === 'no_credits' && (
          <NoCreditsNotice message={failure.message} />
        )}
        {status === 'failed' && failure?.kind === 'message' && (
          <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {failure.message}
          </p>
        )}
      </div>

      {questions.length > 0 && onAccept && (
        <FigureQuestions
          questions={questions}
          answers={answers}
          onChange={(next) => setFigures({ answer: text, answers: next })}
          preview={accepted}
          onAccept={() => onAccept(accepted)}
        />
      )}

      <div className="flex flex-wrap items-center gap-2">
        {status === 'streaming' && (
          <Button variant="secondary" size="sm" onClick={onStop}>
            <Square className="size-3.5" aria-hidden /> Stop
          </Button>
        )}
        {status === 'streaming' && credits && !credits.unlimited && (
          <p className="text-xs text-slate-600">{STOP_USES_CREDIT_NOTE}</p>
        )}
        {status === 'done' && replaces && (
          <>
            <Button size="sm" onClick={() => onAccept(accepted)}>
              <Check className="size-4" aria-hidden /> Accept
            </Button>
            <Button variant="secondary" size="sm" onClick={onClose}>
              <X className="size-4" aria-hidden /> Reject
            </Button>
          </>
        )}
        {status === 'done' && !replaces && <CopyButton text={text} />}
        {status === 'done' && actions}
        {(status === 'done' ||
          status === 'stopped' ||
          (status === 'failed' && failure?.kind === 'message')) && (
          <Button variant="ghost" size="sm" onClick={onRetry}>
            <RotateCcw className="size-4" aria-hidden /> Try again
          </Button>
        )}
        {status !== 'streaming' && !(status === 'done' && replaces) && (
          <Button variant="ghost" size="sm" onClick={onClose}>
            <X className="size-4" aria-hidden /> Close
          </Button>
        )}
      </div>
    </section>
  );
}
