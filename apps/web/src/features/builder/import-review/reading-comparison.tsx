import { type AiReading, aiChoices, mergeReadings, type ResumeData } from '@resume/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReadingRowChoice, type Side } from './reading-row-choice';
import { UnsupportedValues } from './unsupported-values';

type Props = {
  /** The layout reading: the resume as saved. */
  data: ResumeData;
  answer: AiReading;
  /** Saves the merged resume; rejects with the reason when it could not. */
  onApply(data: ResumeData): Promise<void>;
  /** Closes the comparison, keeping the layout reading. */
  onClose(): void;
};

/**
 * The two readings row by row. Every row starts on ours (the layout reading stays the default);
 * "Use all of AI's" picks the AI's wherever it read something else; "Apply choices" saves the
 * merged resume and goes back to the review.
 */
export function ReadingComparison({ data, answer, onApply, onClose }: Props) {
  const [picks, setPicks] = useState<Set<string>>(() => new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choices = answer.rows.filter((row) => !row.same);
  const same = answer.rows.filter((row) => row.same);

  const pick = (path: string, side: Side) =>
    setPicks((now) => {
      const next = new Set(now);
      if (side === 'ai') next.add(path);
      else next.delete(path);
      return next;
    });

  const apply = async () => {
    // Nothing picked: ours is already saved, there is nothing to write.
    if (picks.size === 0) return onClose();
    setSaving(true);
    setError(null);
    try {
      await onApply(mergeReadings(data, answer.reading, answer.rows, picks));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your choices could not be saved.');
      setSaving(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Read by <span className="font-medium">{answer.writer}</span>. Pick, for each line, our reading or the
        AI’s; ours is kept unless you pick the AI’s.
      </p>
      {choices.length === 0 ? (
        <p className="text-sm text-slate-700">The AI read everything the same way we did.</p>
      ) : (
        <div className="space-y-4">
          {choices.map((row) => (
            <ReadingRowChoice
              key={row.path}
              row={row}
              side={picks.has(row.path) ? 'ai' : 'layout'}
              onPick={(side) => pick(row.path, side)}
            />
          ))}
        </div>
      )}
      {same.length > 0 && (
        <p className="text-sm text-slate-600">
          Read the same by both: {same.map((row) => row.label).join('; ')}.
        </p>
      )}
      <UnsupportedValues values={answer.unsupported} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error} Try again.
        </p>
      )}
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 md:flex-row md:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={saving}>
          Keep our reading
        </Button>
        {choices.length > 0 && (
          <Button variant="secondary" onClick={() => setPicks(aiChoices(answer.rows))} disabled={saving}>
            Use all of AI’s
          </Button>
        )}
        <Button onClick={apply} disabled={saving}>
          {saving ? 'Saving…' : 'Apply choices'}
        </Button>
      </div>
    </div>
  );
}
