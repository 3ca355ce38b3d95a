import type { ONBOARDING_QUESTIONS } from '@resume/core';
import { useEffect, useRef } from 'react';

type Question = (typeof ONBOARDING_QUESTIONS)[number];
type Props = { question: Question; answer: string | undefined; onChoose(option: string): void };

/**
 * One question as a radio group: arrow keys move between the options. Rendered with the question
 * as its key, so each new question mounts afresh and focus moves to its chosen (or first) option:
 * the keyboard flow never breaks.
 */
export function QuestionStep({ question, answer, onChoose }: Props) {
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const options = group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const target = [...(options ?? [])].find((o) => o.checked) ?? options?.[0];
    target?.focus();
  }, []);

  return (
    <fieldset ref={group} className="grid gap-2">
      <legend className="mb-4 text-lg font-semibold md:text-xl">{question.question}</legend>
      {question.options.map((option) => (
        <label
          key={option}
          className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-600/30 ${
            answer === option
              ? 'border-brand-600 bg-brand-50 text-brand-700'
              : 'border-slate-200 bg-white hover:border-slate-300'
          }`}
        >
          <input
            type="radio"
            name={question.id}
            value={option}
            checked={answer === option}
            onChange={() => onChoose(option)}
            className="size-4 accent-brand-600"
          />
          <span>{option}</span>
        </label>
      ))}
    </fieldset>
  );
}
