import { type ResumeData, readPostingSkills, type SkillSuggestion, suggestSkills } from '@resume/core';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { usePostingReader } from '@/lib/posting-reader';
import { useJobPosting } from './job-posting-context';
import { useFocusAfterRemoval } from './use-focus-after-removal';

type Props = {
  data: ResumeData;
  onAdd(name: string): void;
  /** Where focus goes when the last suggestion is added: the skill field. */
  fallbackFocus: RefObject<HTMLElement | null>;
};

/** The posting's skills, once the reader that reads postings has loaded; none without a posting. */
function usePostingSkills() {
  const posting = useJobPosting().trim();
  const ready = usePostingReader(posting);
  return useMemo(() => (ready && posting ? readPostingSkills(posting) : undefined), [ready, posting]);
}

function SuggestionButton({ suggestion, onAdd }: { suggestion: SkillSuggestion; onAdd(): void }) {
  const asked = suggestion.sources.includes('posting');
  return (
    <button
      type="button"
      aria-label={`Add ${suggestion.name}${asked ? ', asked for in the job posting' : ''}`}
      data-skill-suggestion
      onClick={onAdd}
      className="inline-flex items-center gap-1 rounded-full border border-dashed border-slate-400 py-1 pl-2 pr-3 text-sm text-slate-700 hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <Plus className="size-3.5" aria-hidden />
      {suggestion.name}
      {asked && <BriefcaseBusiness className="size-3.5 text-brand-700" aria-hidden />}
    </button>
  );
}

/**
 * Skills to add with one click, from the job titles, achievements and job posting (the rule is
 * core's `suggestSkills`). They follow the resume: one added, or typed in, leaves the list.
 */
export function SkillSuggestions({ data, onAdd, fallbackFocus }: Props) {
  const posting = usePostingSkills();
  const suggestions = useMemo(() => suggestSkills(data, { posting }), [data, posting]);
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useFocusAfterRemoval(list, 'button[data-skill-suggestion]', fallbackFocus);
  const [added, setAdded] = useState('');
  if (suggestions.length === 0 && !added) return null;

  const add = (name: string, index: number) => {
    focusAfterRemoval(index);
    setAdded(name);
    onAdd(name);
  };
  return (
    <section aria-labelledby="skill-suggestions-title" className="space-y-2">
      <h3 id="skill-suggestions-title" className="text-sm font-medium text-slate-900">
        Suggested skills
      </h3>
      <p className="text-sm text-slate-600">
        From your {posting ? 'job titles, achievements and the job posting' : 'job titles and achievements'}.
        Select one to add it.
        {posting && (
          // Each button says it in words; the mark is for the eye.
          <span aria-hidden="true">
            {' '}
            <BriefcaseBusiness className="inline size-3.5 text-brand-700" /> marks what the posting asks for.
          </span>
        )}
      </p>
      {suggestions.length > 0 && (
        <ul ref={list} aria-labelledby="skill-suggestions-title" className="flex flex-wrap gap-2">
          {suggestions.map((suggestion, i) => (
            <li key={suggestion.name}>
              <SuggestionButton suggestion={suggestion} onAdd={() => add(suggestion.name, i)} />
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {added && `Added ${added} to your skills.`}
      </p>
    </section>
  );
}
