import type { ResumeData } from '@resume/core';
import { useRef } from 'react';
import { type EditResume, ResumeSections, useFieldFocus } from '@/features/builder';

type Props = { data: ResumeData; edit: EditResume; focus: string | null; onFocused(): void };

/** Every field of the resume, editable in place, with the same autosave as the builder. */
export function EditorTab({ data, edit, focus, onFocused }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useFieldFocus(root, focus, onFocused);
  return (
    <div ref={root}>
      <ResumeSections data={data} edit={edit} showErrors={false} />
    </div>
  );
}
