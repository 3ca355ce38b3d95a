import { type ResumeDesign, TEMPLATES } from '@resume/core';
import { memo } from 'react';
import type { EditResume } from '@/features/builder';
import { DesignPanel } from '@/features/design';
import { TemplateMiniature } from './template-miniature';

type Props = {
  /** The template the preview shows: the resume's own, or a Pro one a free user is trying. */
  showing: string;
  isPremium: boolean;
  /** The person's name, drawn into each thumbnail. */
  name: string;
  /** Sets the resume's template (saved like any edit). */
  onChoose(template: string): void;
  /** A free user looks at a Pro template: shown in the preview, not chosen. */
  onTry(template: string): void;
  /**
   * With an edit, the resume's design panel shows under the templates: the design applies to
   * whichever template is chosen. Separate props, not one object, so the memo still holds.
   */
  edit?: EditResume;
  design?: ResumeDesign;
  location?: string;
};

function ProBadge() {
  return (
    <span
      aria-hidden
      className="rounded bg-amber-100 px-1.5 py-px text-[10px] font-semibold tracking-wide text-amber-800 uppercase"
    >
      Pro
    </span>
  );
}

/**
 * Every template as a thumbnail button; the one in the preview is pressed. Memoised: the preview
 * beside it re-renders on every keystroke, the thumbnails only when the name they draw changes.
 */
export const TemplatePicker = memo(function TemplatePicker({
  showing,
  isPremium,
  name,
  onChoose,
  onTry,
  edit,
  design,
  location = '',
}: Props) {
  const described = TEMPLATES.find((t) => t.id === showing);
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Template</legend>
        <ul className="grid grid-cols-3 gap-2">
          {TEMPLATES.map((template) => {
            const pressed = template.id === showing;
            return (
              <li
                key={template.id}
                className={`relative rounded-lg p-1 ${pressed ? 'bg-brand-50 ring-2 ring-brand-600' : 'hover:bg-slate-100'}`}
              >
                {/* The thumbnail draws the person's name: it stays outside the button, so the button's
                  name is what it shows as text (WCAG 2.5.3), and the button covers it (after:inset-0). */}
                <span
                  aria-hidden
                  className="block aspect-[4/3] overflow-hidden rounded-md shadow-sm ring-1 ring-slate-200"
                >
                  <TemplateMiniature template={template.id} name={name || 'Your Name'} />
                </span>
                <button
                  type="button"
                  aria-pressed={pressed}
                  aria-label={template.premium ? `${template.name}, Pro template` : template.name}
                  data-template-option={template.id}
                  onClick={() =>
                    template.premium && !isPremium ? onTry(template.id) : onChoose(template.id)
                  }
                  className="mt-1 flex w-full items-center justify-between gap-1 px-0.5 text-left text-xs font-medium outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-brand-600 focus-visible:after:ring-offset-2"
                >
                  {template.name}
                  {/* A space between the words, for what is read as the button's text (no space shows in a flex row). */}
                  {template.premium && ' '}
                  {template.premium && <ProBadge />}
                </button>
              </li>
            );
          })}
        </ul>
        {described && (
          <p className="mt-2 text-xs text-slate-600">
            <span className="font-medium text-slate-800">{described.name}:</span> {described.description}
          </p>
        )}
      </fieldset>
      {edit && <DesignPanel design={design} location={location} edit={edit} />}
    </div>
  );
});
