import { type ResumeData, readTextField, withTextField } from '@resume/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { keepVersionBeforeAiChange } from '@/features/versions';

/**
 * The resume a screen is editing, as the AI buttons need it. Not its content: the value stays the
 * same while someone types, so a keystroke does not re-render every AI button on the screen.
 */
export type AiResume = {
  resumeId: string;
  /** Writes an accepted suggestion through the editor: the same path typing takes (autosave, preview). */
  write(field: string, text: string): void;
  /** Sends edits not yet saved: the server reads the saved resume. */
  flush(): Promise<void>;
};

const AiResumeContext = createContext<AiResume | null>(null);

type Props = {
  resumeId: string;
  /** The screen's editor: applies a change to the resume's data. */
  edit(change: (data: ResumeData) => ResumeData): void;
  flush(): Promise<void>;
  children: ReactNode;
};

/** Offers AI writing on a screen that edits a resume (the builder, the refine editor and analysis). */
export function AiResumeProvider({ resumeId, edit, flush, children }: Props) {
  const value = useMemo<AiResume>(
    () => ({
      resumeId,
      write: (field, text) => {
        // The resume as saved, which the AI read, is kept first: the change can be undone from the history.
        keepVersionBeforeAiChange(resumeId);
        edit((current) =>
          readTextField(current, field) === undefined ? current : withTextField(current, field, text),
        );
      },
      flush,
    }),
    [resumeId, edit, flush],
  );
  return <AiResumeContext.Provider value={value}>{children}</AiResumeContext.Provider>;
}

/** The resume being edited, or null where no screen offers AI (the AI buttons then stay away). */
export function useAiResume(): AiResume | null {
  return useContext(AiResumeContext);
}
