import { COVER_LETTER_LIMITS } from '@resume/core';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/fields';

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Where keyboard focus goes after a paragraph moves, is added or removed. */
type FocusTarget = { index: number; control: 'text' | 'up' | 'down' | 'add' };

export function ParagraphList({
  paragraphs,
  onChange,
}: {
  paragraphs: string[];
  onChange(next: string[]): void;
}) {
  const { min, max } = COVER_LETTER_LIMITS.paragraphs;
  const list = useRef<HTMLFieldSetElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  useEffect(() => {
    if (!focusTarget || !list.current) return;
    const { index, control } = focusTarget;
    const selector =
      control === 'add' ? '[data-control="add"]' : `[data-paragraph="${index}"] [data-control="${control}"]`;
    const target = list.current.querySelector<HTMLElement>(selector);
    // A move to the first or last place disables that button: focus its text instead.
    if (target && !(target as HTMLButtonElement).disabled) target.focus();
    else list.current.querySelector<HTMLElement>(`[data-paragraph="${index}"] textarea`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const moveTo = (from: number, to: number, control: 'up' | 'down') => {
    onChange(move(paragraphs, from, to));
    setFocusTarget({ index: to, control });
  };
  const remove = (i: number) => {
    const next = paragraphs.filter((_, j) => j !== i);
    onChange(next);
    setFocusTarget({ index: Math.min(i, next.length - 1), control: 'text' });
  };
  const add = () => {
    onChange([...paragraphs, '']);
    setFocusTarget({ index: paragraphs.length, control: 'text' });
  };
  return (
    <fieldset ref={list} className="min-w-0 space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">Paragraphs</legend>
      {paragraphs.map((text, i) => (
        // Paragraphs have no identity but their place; moving one moves its text with it.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} data-paragraph={i} className="flex flex-col gap-2 md:flex-row">
          <TextArea
            className="min-w-0 flex-1"
            label={`Paragraph ${i + 1}`}
            value={text}
            rows={5}
            maxLength={COVER_LETTER_LIMITS.paragraphChars}
            data-control="text"
            onValueChange={(value) => onChange(paragraphs.map((p, j) => (j === i ? value : p)))}
          />
          <div className="flex gap-1 md:flex-col md:pt-6">
            <Button
              variant="ghost"
              size="sm"
              data-control="up"
              aria-label={`Move paragraph ${i + 1} up`}
              disabled={i === 0}
              onClick={() => moveTo(i, i - 1, 'up')}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              data-control="down"
              aria-label={`Move paragraph ${i + 1} down`}
              disabled={i === paragraphs.length - 1}
              onClick={() => moveTo(i, i + 1, 'down')}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove paragraph ${i + 1}`}
              disabled={paragraphs.length <= min}
              onClick={() => remove(i)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        data-control="add"
        disabled={paragraphs.length >= max}
        onClick={add}
      >
        <Plus className="size-4" aria-hidden /> Add paragraph
      </Button>
    </fieldset>
  );
}
