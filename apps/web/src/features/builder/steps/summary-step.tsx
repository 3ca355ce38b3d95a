import { countSentences, LIMITS, RESUME_LIMITS } from '@resume/core';
import { memo, useDeferredValue } from 'react';
import { TextArea } from '@/components/ui/fields';
import { lengthHint } from '@/components/ui/length-hint';
import { SummaryAssist } from '@/features/ai-writer';
import { useGuidance } from '@/features/onboarding';
import { memoSection } from '../memo-section';
import type { StepProps } from '../types';

const { min, max } = LIMITS.summarySentences;

function sentenceAdvice(count: number): { text: string; tone: string } {
  const counted = `${count} ${count === 1 ? 'sentence' : 'sentences'}`;
  if (count === 0) return { text: `Aim for ${min}-${max} sentences.`, tone: 'text-slate-500' };
  if (count < min)
    return { text: `${counted} — add one more; aim for ${min}-${max}.`, tone: 'text-amber-700' };
  if (count > max)
    return { text: `${counted} — trim it down; aim for ${min}-${max}.`, tone: 'text-amber-700' };
  return { text: `${counted} — a good length.`, tone: 'text-emerald-700' };
}

const SentenceAdvice = memo(function SentenceAdvice({ summary }: { summary: string }) {
  const advice = sentenceAdvice(countSentences(summary));
  return (
    <p aria-live="polite" className={`text-sm ${advice.tone}`} data-testid="sentence-count">
      {advice.text}
    </p>
  );
});

const SUMMARY_MAX = RESUME_LIMITS.summaryCharacters;

function Summary({ data, edit, showErrors }: StepProps) {
  const { hints } = useGuidance();
  // The advice and the AI buttons follow the summary in a render after the keystroke's, which
  // gives way to the next key: only the text area is in the keystroke's own render.
  const settled = useDeferredValue(data.summary);
  return (
    <div className="space-y-3">
      <TextArea
        label="Professional summary"
        rows={6}
        value={data.summary}
        onValueChange={(summary) => edit((d) => ({ ...d, summary }))}
        data-field="summary"
        maxLength={SUMMARY_MAX}
        hint={lengthHint(data.summary, SUMMARY_MAX)}
        placeholder={hints.summary}
        error={showErrors && !data.summary.trim() ? 'Write a short professional summary' : null}
      />
      <SentenceAdvice summary={settled} />
      <SummaryAssist summary={settled} />
    </div>
  );
}

export const SummaryStep = memoSection(Summary, (d) => [d.summary]);
