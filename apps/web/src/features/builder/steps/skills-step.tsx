import { entryLimitMessage, LIMITS, RESUME_LIMITS } from '@resume/core';
import { X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { removeAt } from '../list-ops';
import { memoSection } from '../memo-section';
import type { StepProps } from '../types';
import { SkillSuggestions } from './skill-suggestions';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/** Skills as chips: type one and press Enter (or paste a comma-separated list). */
function Skills({ data, edit, showErrors }: StepProps) {
  const [draft, setDraft] = useState('');
  const existing = new Set(data.skills.map((s) => s.name.trim().toLowerCase()));
  const room = RESUME_LIMITS.entries.skills - data.skills.length;
  const input = useRef<HTMLInputElement>(null);
  const chips = useRef<HTMLUListElement>(null);
  // A removed chip takes its focused button with it: focus goes to the chip that took its place,
  // else the one before it, else the skill field.
  const focusAfterRemoval = useFocusAfterRemoval(chips, 'button[data-remove-skill]', input);

  const remove = (index: number) => {
    focusAfterRemoval(index);
    edit((d) => ({ ...d, skills: removeAt(d.skills, index) }));
  };

  const add = (event?: FormEvent) => {
    event?.preventDefault();
    const names = draft
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !existing.has(s.toLowerCase()));
    // A pasted list past the limit keeps what fits; the note below says why the rest is not there.
    const unique = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()].slice(0, Math.max(0, room));
    if (unique.length)
      edit((d) => ({ ...d, skills: [...d.skills, ...unique.map((name) => ({ name, level: null }))] }));
    setDraft('');
  };

  return (
    <div className="space-y-4" data-field="skills">
      <form onSubmit={add} className="flex gap-2">
        <label htmlFor="skill-input" className="sr-only">
          Add a skill
        </label>
        <input
          id="skill-input"
          ref={input}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Type a skill and press Enter"
          disabled={room <= 0}
          aria-describedby={room <= 0 ? 'skills-limit-note' : undefined}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        />
        <Button type="submit" variant="secondary" disabled={!draft.trim() || room <= 0}>
          Add
        </Button>
      </form>
      {room <= 0 && (
        <p id="skills-limit-note" className="text-sm text-slate-600">
          {entryLimitMessage('skills')}.
        </p>
      )}
      {data.skills.length === 0 ? (
        <p className={`text-sm ${showErrors ? 'text-red-700' : 'text-slate-500'}`}>
          {showErrors
            ? 'Add at least one skill'
            : `Aim for ${LIMITS.skills.min} to ${LIMITS.skills.max} skills that match the jobs you want.`}
        </p>
      ) : (
        <ul ref={chips} aria-label="Skills" className="flex flex-wrap gap-2">
          {data.skills.map((skill, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: an uploaded resume may repeat a skill name
              key={`${skill.name}-${i}`}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-700"
            >
              {skill.name}
              <button
                type="button"
                aria-label={`Remove ${skill.name}`}
                data-remove-skill
                onClick={() => remove(i)}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <SkillSuggestions
          data={data}
          onAdd={(name) => edit((d) => ({ ...d, skills: [...d.skills, { name, level: null }] }))}
          fallbackFocus={input}
        />
      )}
    </div>
  );
}

// The suggestions read the titles, achievements, summary, projects, employers and schools too.
export const SkillsStep = memoSection(Skills, (d) => [
  d.skills,
  d.title,
  d.summary,
  d.experience,
  d.education,
  d.extras,
]);
