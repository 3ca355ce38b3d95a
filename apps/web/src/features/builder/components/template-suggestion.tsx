import { findTemplate } from '@resume/core';
import { LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useGuidance } from '@/features/onboarding';

type Props = { resumeId: string; current: string; onUse(template: string): void };

const declinedKey = (resumeId: string) => `template-suggestion-declined:${resumeId}`;

/**
 * The template the onboarding answers suggest, offered while the resume is in another one (an
 * upload, or a resume made before the answers). Declining is remembered for the resume, so it is
 * not offered again on every visit.
 */
export function TemplateSuggestion({ resumeId, current, onUse }: Props) {
  const { fromAnswers, template } = useGuidance();
  const [declined, setDeclined] = useState(() => localStorage.getItem(declinedKey(resumeId)) === template);
  const suggested = findTemplate(template);
  const now = findTemplate(current);
  if (!fromAnswers || !suggested || !now || template === current || declined) return null;
  const decline = () => {
    localStorage.setItem(declinedKey(resumeId), template);
    setDeclined(true);
  };
  return (
    <section
      aria-label="Suggested template"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <p className="flex min-w-0 items-start gap-2 text-sm text-slate-700">
        <LayoutTemplate className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>
          Suggested for you: the <strong>{suggested.name}</strong> template. {suggested.description}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={decline}>
          Keep {now.name}
        </Button>
        <Button size="sm" onClick={() => onUse(template)}>
          Use {suggested.name}
        </Button>
      </div>
    </section>
  );
}
