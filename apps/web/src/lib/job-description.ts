import { useEffect, useState } from 'react';

/**
 * The job description pasted on Analyze, kept per resume for the browser session so a reload keeps
 * it; the builder reads it too, to suggest the skills it asks for.
 */
export function useJobDescription(resumeId: string): [string, (value: string) => void] {
  const key = `job-description:${resumeId}`;
  const [value, setValue] = useState(() => sessionStorage.getItem(key) ?? '');
  useEffect(() => {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  }, [key, value]);
  return [value, setValue];
}
