import { arrangedSections, type ResumeData, templateSectionOrder } from '@resume/core';
import { useMemo } from 'react';
import { BUILDER_STEPS, type BuilderStepId } from './types';

export type BuilderStep = (typeof BUILDER_STEPS)[number];

/**
 * The order the builder edits the resume in: Contacts first (the header, printed above every
 * section), then the sections in the order the resume prints them (the person's order, else the
 * chosen template's: core's rule, rules/section-layout.ts), and the Summary last, whatever its
 * printed place, because it is written from what comes before it.
 */
export function editingOrder(
  data: Pick<ResumeData, 'sections' | 'custom_sections'>,
  template: string,
): string[] {
  const printed = arrangedSections(data, templateSectionOrder(template))
    .map((section) => section.key)
    .filter((key) => key !== 'summary');
  return ['contacts', ...printed, 'summary'];
}

/** The builder's five steps in the editing order. */
export function orderedSteps(order: readonly string[]): BuilderStep[] {
  return [...BUILDER_STEPS].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}

/** Whether an optional list edited on `step` prints before the step's own section, so leads it. */
export function leadsItsStep(list: string, step: BuilderStepId, order: readonly string[]): boolean {
  const at = order.indexOf(list);
  return at >= 0 && at < order.indexOf(step);
}

/**
 * The editing order of this resume in this template, the same array while it holds, so what
 * is memoised on it (the steps, the sections' views) is not redrawn on every keystroke.
 */
export function useEditingOrder(data: ResumeData, template: string): readonly string[] {
  const key = JSON.stringify(editingOrder(data, template));
  return useMemo(() => JSON.parse(key) as string[], [key]);
}

export function useBuilderSteps(order: readonly string[]): BuilderStep[] {
  return useMemo(() => orderedSteps(order), [order]);
}
