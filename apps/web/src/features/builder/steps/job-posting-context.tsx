import { createContext, type ReactNode, useContext } from 'react';

/** The job posting pasted for the resume being edited (Analyze keeps it), or '' when there is none. */
const JobPostingContext = createContext('');

/** Gives the sections below it the resume's job posting, so the Skills step can suggest from it. */
export function JobPostingProvider({ posting, children }: { posting: string; children: ReactNode }) {
  return <JobPostingContext value={posting}>{children}</JobPostingContext>;
}

export const useJobPosting = (): string => useContext(JobPostingContext);
