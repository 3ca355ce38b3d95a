import type { ResumeData } from '@resume/core';
import { type FunctionComponent, memo } from 'react';
import type { StepProps } from './types';

/** The parts of the resume a section shows, compared by identity (edits replace what they change). */
export type SectionReads = (data: ResumeData) => readonly unknown[];

function sameReads(reads: SectionReads, before: ResumeData, after: ResumeData): boolean {
  const was = reads(before);
  const is = reads(after);
  return was.length === is.length && was.every((value, i) => Object.is(value, is[i]));
}

/**
 * A section that re-renders only when what it shows or its other props change: on the refine
 * editor, where every section is on the page, a keystroke in one no longer renders all the others.
 * `reads` must name every part of the resume the section renders from.
 */
export function memoSection<P extends StepProps>(view: FunctionComponent<P>, reads: SectionReads) {
  return memo(view, (before, after) => {
    const keys = Object.keys(after) as (keyof P)[];
    const sameProps = keys.every((key) => key === 'data' || Object.is(before[key], after[key]));
    return (
      sameProps && Object.keys(before).length === keys.length && sameReads(reads, before.data, after.data)
    );
  });
}
