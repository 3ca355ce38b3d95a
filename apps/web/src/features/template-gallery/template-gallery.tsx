import type { ResumeData } from '@resume/core';
import { TEMPLATES, type TemplateInfo } from '@resume/core';
import type { ReactNode } from 'react';
import { TemplateThumbnail } from './template-thumbnail';
import { useSettled } from './use-settled';

type Props = {
  /** The template shown as chosen (pressed). */
  selected: string;
  /** The person's resume, drawn into every template's picture; sketches without it. */
  data?: ResumeData;
  /** What stands for a template until its page is drawn (a sketch of it); a skeleton by default. */
  sketch?: (template: string) => ReactNode;
  /** Pictures with the free plan's line, as the person's own download would print them. */
  watermark: boolean;
  onSelect(template: TemplateInfo): void;
  /** The grid's columns from the smallest screen up: one column at 375 px whatever is asked. */
  columns?: string;
};

export function PlanBadge({ premium }: { premium: boolean }) {
  return (
    <span
      className={`rounded px-1.5 py-px text-[10px] font-semibold tracking-wide uppercase ${
        premium ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800'
      }`}
    >
      {premium ? 'Pro' : 'Free'}
    </span>
  );
}

/**
 * Every template as a picture of its first page with the person's resume in it, and a button that
 * names it with its plan (each button in the tab order, the chosen one pressed). The pictures
 * follow the resume after a pause in editing (useSettled), not at every key.
 */
export function TemplateGallery({
  selected,
  data,
  sketch = () => <span className="block h-full animate-pulse bg-slate-100" />,
  watermark,
  onSelect,
  columns = 'min-[480px]:grid-cols-2 lg:grid-cols-3',
}: Props) {
  const settled = useSettled(data);
  return (
    <ul className={`grid grid-cols-1 gap-3 ${columns}`} data-testid="template-gallery">
      {TEMPLATES.map((template) => {
        const pressed = template.id === selected;
        return (
          <li
            key={template.id}
            className={`relative rounded-lg p-1.5 ${pressed ? 'bg-brand-50 ring-2 ring-brand-600' : 'hover:bg-slate-100'}`}
          >
            <span className="block aspect-[4/3] overflow-hidden rounded-md shadow-sm ring-1 ring-slate-200">
              <TemplateThumbnail
                template={template.id}
                data={settled}
                watermark={watermark}
                placeholder={sketch(template.id)}
              />
            </span>
            {/* The button covers the picture (after:inset-0): the whole card chooses, the name is its text. */}
            <button
              type="button"
              aria-pressed={pressed}
              aria-label={`${template.name}, ${template.premium ? 'Pro' : 'free'} template`}
              data-template-option={template.id}
              onClick={() => onSelect(template)}
              className="mt-1.5 flex w-full items-center justify-between gap-1 px-0.5 text-left text-xs font-medium outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-brand-600 focus-visible:after:ring-offset-2"
            >
              {template.name} <PlanBadge premium={template.premium} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
