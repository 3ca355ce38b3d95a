import type { ResumeData, ResumeDesign } from '@resume/core';

/**
 * A change to one design choice, as a change of the resume: `undefined` takes the template's own
 * back, and a design left without choices is removed, so the resume reads exactly as before.
 */
export function withDesignChoice<K extends keyof ResumeDesign>(
  data: ResumeData,
  key: K,
  value: ResumeDesign[K] | undefined,
): ResumeData {
  const design: ResumeDesign = { ...data.design, [key]: value };
  if (value === undefined) delete design[key];
  return { ...data, design: Object.keys(design).length ? design : undefined };
}

/** The resume in its template's own look. */
export function withoutDesign(data: ResumeData): ResumeData {
  const { design: _design, ...content } = data;
  return content;
}
