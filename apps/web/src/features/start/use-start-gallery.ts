import type { ResumeData } from '@resume/core';
import { useMemo } from 'react';
import { sampleResume, useSavedResumeData } from '@/features/template-gallery';

/**
 * What /start's gallery draws: the person's latest resume when they have one (the list's first), else
 * a short sample. The sample shows at once, and the resume replaces it when it comes.
 */
export function useStartGalleryData(latestId: string | undefined): ResumeData {
  const latest = useSavedResumeData(latestId);
  const sample = useMemo(() => sampleResume(), []);
  return latest ?? sample;
}
