import type { ResumeData } from '@resume/core';
import { useEffect, useRef } from 'react';
import { type EditResume, ResumeSections } from '@/features/builder';
import { focusField } from './focus-field';

type Props = { data: ResumeData; edit: EditResume; focus: string | null; onFocused(): void };

/** Every field of the resume, editable in place, with the same autosave as the builder. */
export function EditorTab({ data, edit, focus, onFocused }: Props) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus || !root.current) return;
    const frame = requestAnimationFrame(() => {
      if (root.current) focusField(root.current, focus);
      onFocused();
    });
    return () => cancelAnimationFrame(frame);
  }, [focus, onFocused]);
  return (
    <div ref={root}>
      <ResumeSections data={data} edit={edit} showErrors={false} />
    </div>
  );
}
