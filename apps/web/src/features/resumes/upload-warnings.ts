import {
  type ImportCheck,
  type ImportSectionConfidence,
  importCheckSchema,
  importSectionConfidenceSchema,
} from '@resume/core';
import { useState } from 'react';

/**
 * What an upload could not read (`warnings`), what it read but is unsure of (`checks`), and how
 * surely it read each section (`sections`: a low one was probably misread). While a report is
 * kept, the import is unconfirmed.
 */
export type UploadReport = { warnings: string[]; checks: ImportCheck[]; sections: ImportSectionConfidence[] };

/**
 * The report of a fresh upload, kept per resume in sessionStorage: the import review and then the
 * builder show it, after a reload too, until the person dismisses the builder's notice. An empty
 * report still says "this resume came from an upload", so fields left empty are marked even
 * without a warning.
 */
const key = (resumeId: string) => `upload-warnings:${resumeId}`;

export function rememberUploadReport(resumeId: string, report: UploadReport): void {
  try {
    sessionStorage.setItem(key(resumeId), JSON.stringify(report));
  } catch {
    // Storage full or blocked: the review and the notice are a help, not a requirement.
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((w): w is string => typeof w === 'string') : [];

const checks = (value: unknown): ImportCheck[] =>
  Array.isArray(value) ? value.filter((c): c is ImportCheck => importCheckSchema.safeParse(c).success) : [];

const sections = (value: unknown): ImportSectionConfidence[] =>
  Array.isArray(value)
    ? value.filter((s): s is ImportSectionConfidence => importSectionConfidenceSchema.safeParse(s).success)
    : [];

/** The report of a fresh upload of this resume, or null when there is nothing to point out. */
export function readUploadReport(resumeId: string): UploadReport | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key(resumeId)) ?? 'null');
    // A tab opened before checks existed kept the warnings alone.
    if (Array.isArray(stored)) return { warnings: strings(stored), checks: [], sections: [] };
    if (typeof stored !== 'object' || stored === null) return null;
    const report = stored as Record<string, unknown>;
    return {
      warnings: strings(report.warnings),
      checks: checks(report.checks),
      sections: sections(report.sections),
    };
  } catch {
    return null;
  }
}

export function forgetUploadReport(resumeId: string): void {
  try {
    sessionStorage.removeItem(key(resumeId));
  } catch {
    // Nothing stored that could be removed.
  }
}

/** The builder's view of it: the report (null when none is due) and a way to dismiss it. */
export function useUploadReport(resumeId: string) {
  const [report, setReport] = useState(() => readUploadReport(resumeId));
  const dismiss = () => {
    forgetUploadReport(resumeId);
    setReport(null);
  };
  return { report, dismiss };
}
