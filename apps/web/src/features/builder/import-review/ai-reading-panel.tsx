import type { ResumeData } from '@resume/core';
import { LoaderCircle, RotateCcw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { NoCreditsNotice } from '@/features/ai-writer';
import { useAiReadingAvailable } from './ai-reading-api';
import { ReadingComparison } from './reading-comparison';
import { useAiReading } from './use-ai-reading';

type Props = {
  resumeId: string;
  /** The layout reading: the resume as saved. */
  data: ResumeData;
  /** Saves the resume the person's choices make; rejects with the reason when it could not. */
  onApply(data: ResumeData): Promise<void>;
};

/**
 * "Read with AI" on the import review: offered only when the server has an AI model. The file is
 * read again by the model on the server (the web never calls a model), then compared with our
 * reading so the person picks, row by row.
 */
export function AiReadingPanel({ resumeId, data, onApply }: Props) {
  const available = useAiReadingAvailable();
  const { state, start, cancel, close } = useAiReading(resumeId);
  if (!available) return null;

  const applyAndClose = async (merged: ResumeData) => {
    await onApply(merged);
    close();
  };

  return (
    <section
      aria-labelledby="ai-reading"
      className="rounded-xl border border-brand-100 bg-white p-4 shadow-xs md:p-6"
    >
      <h2 id="ai-reading" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles className="size-5 text-brand-600" aria-hidden /> Read with AI
      </h2>
      <div aria-live="polite" className="mt-2 space-y-3">
        {state.status === 'idle' && (
          <>
            <p className="text-sm text-slate-700">
              Have an AI model read your file too and compare its reading with ours, line by line. Uses one AI
              credit; nothing changes unless you pick the AI’s reading.
            </p>
            <Button onClick={start}>
              <Sparkles className="size-4" aria-hidden /> Read with AI
            </Button>
          </>
        )}
        {state.status === 'reading' && (
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
              <LoaderCircle className="size-4 animate-spin" aria-hidden /> Reading your file with AI…
            </p>
            <Button variant="secondary" size="sm" onClick={cancel}>
              Cancel
            </Button>
          </div>
        )}
        {state.status === 'failed' && (
          <div role="alert" className="space-y-3">
            {state.failure.kind === 'no_credits' ? (
              <NoCreditsNotice message={state.failure.message} />
            ) : (
              <p className="text-sm text-red-700">{state.failure.message}</p>
            )}
            <div className="flex flex-wrap gap-2">
              {/* Out of credits, trying again would only be refused again: the notice offers Pro. */}
              {state.failure.kind === 'message' && (
                <Button variant="secondary" size="sm" onClick={start}>
                  <RotateCcw className="size-4" aria-hidden /> Try again
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={close}>
                Close
              </Button>
            </div>
          </div>
        )}
        {state.status === 'compared' && (
          <ReadingComparison data={data} answer={state.answer} onApply={applyAndClose} onClose={close} />
        )}
      </div>
    </section>
  );
}
