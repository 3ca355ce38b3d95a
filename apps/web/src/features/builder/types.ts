import type { ResumeData } from '@resume/core';

/** Applies a change to the resume being built. */
export type EditResume = (change: (data: ResumeData) => ResumeData) => void;

export type StepProps = { data: ResumeData; edit: EditResume; showErrors: boolean };

/** A section's editing view: a step, with the builder's order (step-order.ts) to place its optional lists by. */
export type SectionViewProps = StepProps & { order: readonly string[] };

export const BUILDER_STEPS = [
  { id: 'contacts', label: 'Contacts' },
  { id: 'experience', label: 'Experience' },
  { id: 'education', label: 'Education' },
  { id: 'skills', label: 'Skills' },
  { id: 'summary', label: 'Summary' },
] as const;

export type BuilderStepId = (typeof BUILDER_STEPS)[number]['id'];
