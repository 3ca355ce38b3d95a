import {
  analyzeResume,
  loadPostingReader,
  type PendingImport,
  postingReaderReady,
  type ResumeData,
} from '@resume/core';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { SaveStatus } from '@/features/resumes';
import { useStoreAnalysis } from '../api/analyze-resume';

/** `value` while `follow` holds; else the last value it had then. */
function useHeldUnless<T>(value: T, follow: boolean): T {
  const [held, setHeld] = useState(value);
  if (follow && held !== value) setHeld(value);
  return follow ? value : held;
}

/**
 * Whether the NLP model that reads job postings has loaded: it is fetched (as its own chunk) only
 * once a job description is given, and the analysis is redone when it arrives.
 */
function usePostingReader(jobDescription: string): boolean {
  const [ready, setReady] = useState(postingReaderReady);
  useEffect(() => {
    if (ready || jobDescription.trim() === '') return;
    let live = true;
    loadPostingReader().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, jobDescription]);
  return ready;
}

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
) {
  // Out of sight, an analysis per keystroke would only take the typist's main thread.
  const data = useHeldUnless(resume, shown || saveStatus === 'saved');
  const deferredJob = useDeferredValue(jobDescription);
  const readerReady = usePostingReader(deferredJob);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the analysis is redone once the posting reader has loaded
  const analysis = useMemo(
    () => analyzeResume(data, { jobDescription: deferredJob, pendingImport }),
    [data, deferredJob, pendingImport, readerReady],
  );
  const { mutate } = useStoreAnalysis();
  const lastStored = useRef<string | null>(null);

  useEffect(() => {
    const key = `${analysis.score}|${deferredJob}`;
    // Until the posting reader has loaded, the score with a job is provisional: the server stores its own.
    if (saveStatus !== 'saved' || lastStored.current === key) return;
    const store = () => {
      lastStored.current = key;
      mutate({ id: resumeId, jobDescription: deferredJob });
    };
    const timer = setTimeout(store, 800);
    return () => {
      clearTimeout(timer);
      if (lastStored.current !== key) store();
    };
  }, [saveStatus, resumeId, deferredJob, mutate, analysis.score]);

  return analysis;
}
