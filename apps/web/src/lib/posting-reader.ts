import { loadPostingReader, postingReaderReady } from '@resume/core';
import { useEffect, useState } from 'react';

/**
 * Whether the NLP model that reads job postings has loaded: it is fetched (as its own chunk) only
 * once a job description is given. The job match and the skill suggestions wait for it; nothing
 * stands in meanwhile.
 */
export function usePostingReader(jobDescription: string): boolean {
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
