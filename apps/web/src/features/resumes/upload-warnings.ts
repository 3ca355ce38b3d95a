import { useState } from 'react';

/**
 * What an upload could not read, kept per resume in sessionStorage: the builder that opens next
 * marks it, after a reload too, until the person dismisses the notice. An empty list still says
 * "this resume came from an upload", so fields left empty are marked even without a warning.
 */
const key = (resumeId: string) => `upload-warnings:${resumeId}`;

export function rememberUploadWarnings(resumeId: string, warnings: string[]): void {
  try {
    sessionStorage.setItem(key(resumeId), JSON.stringify(warnings));
  } catch {
    // Storage full or blocked: the notice is a help, not a requirement.
  }
}

/** The warnings of a fresh upload of this resume, or null when there is nothing to point out. */
export function readUploadWarnings(resumeId: string): string[] | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key(resumeId)) ?? 'null');
    return Array.isArray(stored) ? stored.filter((w): w is string => typeof w === 'string') : null;
  } catch {
    return null;
  }
}

export function forgetUploadWarnings(resumeId: string): void {
  try {
    sessionStorage.removeItem(key(resumeId));
  } catch {
    // Nothing stored that could be removed.
  }
}

/** The builder's view of it: the warnings (null when none are due) and a way to dismiss them. */
export function useUploadWarnings(resumeId: string) {
  const [warnings, setWarnings] = useState(() => readUploadWarnings(resumeId));
  const dismiss = () => {
    forgetUploadWarnings(resumeId);
    setWarnings(null);
  };
  return { warnings, dismiss };
}
