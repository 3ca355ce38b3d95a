import type { FigureAnswers, FigureQuestion } from '@resume/core';
import type { KeyboardEvent } from 'react';
import { TextField } from '@/components/ui/fields';

type Props = {
  questions: FigureQuestion[];
  answers: FigureAnswers;
  onChange(answers: FigureAnswers): void;
  /** The line as it would be accepted, with the answers written in. */
  preview: string;
  /** Enter in a question accepts the line, as the Accept button does. */
  onAccept(): void;
};

/**
 * Ask, don't leave slots: up to three short, optional questions under an improved line whose
 * answers give it a figure ("How many people used it?"). Blank ones are left out of the line.
 */
export function FigureQuestions({ questions, answers, onChange, preview, onAccept }: Props) {
  const acceptOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    onAccept();
  };
  const answered = questions.some((q) => (answers[q.id] ?? '').trim() !== '');
  return (
    <fieldset
      onKeyDown={acceptOnEnter}
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
      data-testid="figure-questions"
    >
      <legend className="float-left mb-2 w-full text-sm font-medium text-slate-800">
        Add a figure? <span className="font-normal text-slate-600">(optional — leave blank to skip)</span>
      </legend>
      {/* The grid is its own formatting context: without clearing it would sit beside the floated
          legend, squeezed into no width, rather than under it. */}
      <div className="clear-both grid gap-2 sm:grid-cols-3">
        {questions.map((q) => (
          <TextField
            key={q.id}
            label={q.question}
            value={answers[q.id] ?? ''}
            onValueChange={(value) => onChange({ ...answers, [q.id]: value })}
            placeholder={`e.g. ${q.example}`}
            maxLength={80}
            autoComplete="off"
          />
        ))}
      </div>
      {answered && (
        <p className="text-sm text-slate-700" data-testid="figure-preview">
          <span className="font-medium">Your line:</span> {preview}
        </p>
      )}
    </fieldset>
  );
}
