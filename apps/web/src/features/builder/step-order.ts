import type { ResumeSectionId } from '@resume/core';
import { useMemo } from 'react';
import { useGuidance } from '@/features/onboarding';
import { BUILDER_STEPS, type BuilderStepId } from './types';

export type BuilderStep = (typeof BUILDER_STEPS)[number];

/** The builder's five steps in the suggested section order (the order lists every step). */
export function orderedSteps(sections: readonly ResumeSectionId[]): BuilderStep[] {
  return [...BUILDER_STEPS].sort((a, b) => sections.indexOf(a.id) - sections.indexOf(b.id));
}

/** Whether an optional list edited on `step` comes before the step's own fields in that order. */
export function leadsItsStep(
  list: string,
  step: BuilderStepId,
  sections: readonly ResumeSectionId[],
): boolean {
  const at = sections.indexOf(list as ResumeSectionId);
  return at >= 0 && at < sections.indexOf(step);
}

/** The steps in the order the person's onboarding answers suggest; today's order without answers. */
export function useBuilderSteps(): BuilderStep[] {
  const { sections } = useGuidance().order;
  return useMemo(() => orderedSteps(sections), [sections]);
}
