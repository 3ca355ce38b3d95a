import { analyzeResume, type ResumeData } from '@resume/core';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import type { SaveStatus } from '@/features/resumes';
import { useStoreAnalysis } from '../api/analyze-resume';

/**
 * The analysis of the resume on screen, recomputed on every edit in the browser (no request:
 * the engine is the same as the server's). Once the edits behind a new score are saved, the
 * server is asked to store it for the resumes list — also when the person leaves the screen.
 */
export function useLiveAnalysis(
  resumeId: string,
  data: ResumeData,
  saveStatus: SaveStatus,
  jobDescription: string,
) {
  const deferredJob = useDeferredValue(jobDescription);
  const analysis = useMemo(() => analyzeResume(data, { jobDescription: deferredJob }), [data, deferredJob]);
  const { mutate } = useStoreAnalysis();
  const lastStored = useRef<string | null>(null);

  useEffect(() => {
    const key = `${analysis.score}|${deferredJob}`;
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
