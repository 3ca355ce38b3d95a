import type { ResumeData, ResumeDesign } from '@resume/core';

/**
 * A change of design choices, as a change of the resume: `undefined` takes the template's own
 * back, and a design left without choices is removed, so the resume reads exactly as before.
 * Several choices at once are one change (one step to undo).
 */
export function withDesignChoices(data: ResumeData, choices: Partial<ResumeDesign>): ResumeData {
  const design: ResumeDesign = { ...data.design, ...choices };
  for (const key of Object.keys(choices) as (keyof ResumeDesign)[])
    if (choices[key] === undefined) delete design[key];
  return { ...data, design: Object.keys(design).length ? design : undefined };
}

/** A change to one design choice (see withDesignChoices). */
export function withDesignChoice<K extends keyof ResumeDesign>(
  data: ResumeData,
  key: K,
  value: ResumeDesign[K] | undefined,
): ResumeData {
  return withDesignChoices(data, { [key]: value });
}

/** The resume in its template's own look. */
export function withoutDesign(data: ResumeData): ResumeData {
  const { design: _design, ...content } = data;
  return content;
}
