import { type ResumeData, readTextField, withTextField } from '@resume/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** The resume a screen is editing, as the AI buttons need it. */
export type AiResume = {
  resumeId: string;
  data: ResumeData;
  /** The text at a ResumeData path, or undefined when it no longer exists. */
  read(field: string): string | undefined;
  /** Writes an accepted suggestion through the editor: the same path typing takes (autosave, preview). */
  write(field: string, text: string): void;
  /** Sends edits not yet saved: the server reads the saved resume. */
  flush(): Promise<void>;
};

const AiResumeContext = createContext<AiResume | null>(null);

type Props = {
  resumeId: string;
  data: ResumeData;
  /** The screen's editor: applies a change to the resume's data. */
  edit(change: (data: ResumeData) => ResumeData): void;
  flush(): Promise<void>;
  children: ReactNode;
};

/** Offers AI writing on a screen that edits a resume (the builder, the refine editor and analysis). */
export function AiResumeProvider({ resumeId, data, edit, flush, children }: Props) {
  const value = useMemo<AiResume>(
    () => ({
      resumeId,
      data,
      read: (field) => readTextField(data, field),
      write: (field, text) =>
        edit((current) =>
          readTextField(current, field) === undefined ? current : withTextField(current, field, text),
        ),
      flush,
    }),
    [resumeId, data, edit, flush],
  );
  return <AiResumeContext.Provider value={value}>{children}</AiResumeContext.Provider>;
}

/** The resume being edited, or null where no screen offers AI (the AI buttons then stay away). */
export function useAiResume(): AiResume | null {
  return useContext(AiResumeContext);
}
