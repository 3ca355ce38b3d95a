import type { Resume, ResumeData } from '@resume/core';

/** The parts of a resume a person edits; saved together at one version. */
export type ResumeDocument = { name: string; template: string; data: ResumeData };

export function documentOf(resume: Resume): ResumeDocument {
  return { name: resume.name, template: resume.template, data: resume.data };
}

/** Human labels for conflict paths such as `data.experience.0.company`. */
export function describePath(path: string): string {
  const parts = path.split('.').filter((p) => p !== 'data');
  const [head, index] = parts;
  const label = (head ?? path).replaceAll('_', ' ');
  const capital = label.charAt(0).toUpperCase() + label.slice(1);
  return index !== undefined && /^\d+$/.test(index) ? `${capital} ${Number(index) + 1}` : capital;
}
