import { type ResumeData, type ResumeDesign, TEMPLATES, type TemplateInfo } from '@resume/core';
import { memo, useCallback } from 'react';
import type { EditResume } from '@/features/builder';
import { DesignPanel } from '@/features/design';
import { useCurrentResumeId } from '@/features/resumes';
import { TemplateGallery, useSavedResumeData } from '@/features/template-gallery';
import { TemplateMiniature } from './template-miniature';

type Props = {
  /** The template the preview shows: the resume's own, or a Pro one a free user is trying. */
  showing: string;
  isPremium: boolean;
  /** The person's name, drawn into each sketch while the real pages are drawn. */
  name: string;
  /**
   * The person's resume as edited: each thumbnail is its first page in that template. Without it,
   * the resume as last saved (the address's `?id=`).
   */
  data?: ResumeData;
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

/**
 * Every template as a picture of the person's own first page in it (the template gallery); the
 * one in the preview is pressed. A free user choosing a Pro template only tries it in the preview.
 * Memoised: the preview beside it re-renders on every keystroke, the gallery redraws only after a
 * pause in editing.
 */
export const TemplatePicker = memo(function TemplatePicker({
  showing,
  isPremium,
  name,
  data,
  onChoose,
  onTry,
  edit,
  design,
  location = '',
}: Props) {
  const described = TEMPLATES.find((t) => t.id === showing);
  const { id } = useCurrentResumeId();
  const saved = useSavedResumeData(data ? null : id);
  const select = useCallback(
    (template: TemplateInfo) => (template.premium && !isPremium ? onTry(template.id) : onChoose(template.id)),
    [isPremium, onChoose, onTry],
  );
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Template</legend>
        <TemplateGallery
          selected={showing}
          data={data ?? saved}
          sketch={(template) => <TemplateMiniature template={template} name={name || 'Your Name'} />}
          watermark={!isPremium}
          onSelect={select}
          columns="min-[480px]:grid-cols-3"
        />
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
