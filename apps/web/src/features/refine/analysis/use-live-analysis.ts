import { type AnalysisResult, analyzeResume, type PendingImport, type ResumeData } from '@resume/core';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { SaveStatus } from '@/features/resumes';
import { usePostingReader } from '@/lib/posting-reader';
import { useStoreAnalysis } from '../api/analyze-resume';

/** `value` while `follow` holds; else the last value it had then. */
function useHeldUnless<T>(value: T, follow: boolean): T {
  const [held, setHeld] = useState(value);
  if (follow && held !== value) setHeld(value);
  return follow ? value : held;
}

/** The analysis, and whether its job match is still waiting for the posting reader to load. */
export type LiveAnalysis = { analysis: AnalysisResult; readingPosting: boolean };

/**
 * The analysis of the resume on screen, recomputed on every edit in the browser (no request:
 * the engine is the same as the server's) while it is `shown`; else only once edits are saved,
 * which is all that storing the score needs. Once the edits behind a new score are saved, the
 * server is asked to store it for the resumes list — also when the person leaves the screen.
 */
export function useLiveAnalysis(
  resumeId: string,
  resume: ResumeData,
  {
    saveStatus,
    jobDescription,
    shown,
    pendingImport,
  }: {
    saveStatus: SaveStatus;
    jobDescription: string;
    shown: boolean;
    /** An upload whose import review is not confirmed yet: its gaps are not blamed on the person. */
    pendingImport?: PendingImport;
  },
): LiveAnalysis {
  // Out of sight, an analysis per keystroke would only take the typist's main thread.
  const data = useHeldUnless(resume, shown || saveStatus === 'saved');
  const deferredJob = useDeferredValue(jobDescription);
  const readerReady = usePostingReader(deferredJob);
  // Until the reader has loaded, the rest of the analysis shows without the job match.
  const readingPosting = !readerReady && deferredJob.trim() !== '';
  const analysis = useMemo(
    () => analyzeResume(data, { jobDescription: readingPosting ? undefined : deferredJob, pendingImport }),
    [data, deferredJob, pendingImport, readingPosting],
  );
  const { mutate } = useStoreAnalysis();
  const lastStored = useRef<string | null>(null);

  useEffect(() => {
    const key = `${analysis.score}|${deferredJob}`;
    // The server scores the job match itself; asking before it is read here would only ask twice.
    if (saveStatus !== 'saved' || readingPosting || lastStored.current === key) return;
    const store = () => {
      lastStored.current = key;
      mutate({ id: resumeId, jobDescription: deferredJob });
    };
    const timer = setTimeout(store, 800);
    return () => {
      clearTimeout(timer);
      if (lastStored.current !== key) store();
    };
  }, [saveStatus, resumeId, deferredJob, mutate, analysis.score, readingPosting]);

  return { analysis, readingPosting };
}
