import { useEffect, useState } from 'react';

/** The pasted job description, kept per resume for the browser session so a reload keeps it. */
export function useJobDescription(resumeId: string): [string, (value: string) => void] {
  const key = `job-description:${resumeId}`;
  const [value, setValue] = useState(() => sessionStorage.getItem(key) ?? '');
  useEffect(() => {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  }, [key, value]);
  return [value, setValue];
}
