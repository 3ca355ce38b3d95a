import { findTemplate, type Guidance, SECTION_LABELS } from '@resume/core';
import { Sparkles } from 'lucide-react';

/**
 * On /start, what the onboarding answers suggest for a new resume: its sections' order (which the
 * builder then follows) and the template "Start from scratch" uses. Nothing without answers.
 */
export function SuggestedSetup({ guidance }: { guidance: Guidance }) {
  const template = findTemplate(guidance.template);
  if (!guidance.fromAnswers || !template) return null;
  return (
    <section
      aria-labelledby="suggested-setup"
      className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-700"
    >
      <h2 id="suggested-setup" className="flex items-center gap-2 font-semibold text-slate-900">
        <Sparkles className="size-4 text-brand-700" aria-hidden /> Suggested for you
      </h2>
      <p className="mt-2">{guidance.order.why}</p>
      <ol aria-label="Suggested section order" className="mt-2 flex flex-wrap gap-x-1 gap-y-1">
        {guidance.order.sections.map((section, i) => (
          <li key={section} className="whitespace-nowrap">
            {i > 0 && <span aria-hidden>→ </span>}
            <span className="font-medium text-slate-900">{SECTION_LABELS[section]}</span>
          </li>
        ))}
      </ol>
      <p className="mt-2" data-testid="suggested-template">
        Template: <strong className="text-slate-900">{template.name}</strong>. {template.description}
      </p>
    </section>
  );
}
