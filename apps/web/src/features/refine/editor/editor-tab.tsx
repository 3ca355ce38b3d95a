import type { ResumeData } from '@resume/core';
import { memo, useRef } from 'react';
import { type EditResume, ResumeSections, useFieldFocus } from '@/features/builder';

type Props = {
  data: ResumeData;
  /** The resume's template: the sections follow the order it prints them in. */
  template: string;
  edit: EditResume;
  focus: string | null;
  onFocused(): void;
};

/**
 * Every field of the resume, editable in place, with the same autosave as the builder. Memoised:
 * the refine page re-renders on save-status changes that leave the resume as it was.
 */
export const EditorTab = memo(function EditorTab({ data, template, edit, focus, onFocused }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useFieldFocus(root, focus, onFocused);
  return (
    <div ref={root}>
      <ResumeSections data={data} template={template} edit={edit} showErrors={false} />
    </div>
  );
});
