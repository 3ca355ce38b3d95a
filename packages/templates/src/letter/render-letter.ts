import { type DocumentProps, pdf } from '@react-pdf/renderer';
import type { CoverLetterContent, ResumeData } from '@resume/core';
import { createElement, type ReactElement } from 'react';
import { collect } from '../render';
import { templateDesign } from '../templates';
import { LetterDocument } from './letter-document';

export type RenderLetterOptions = { template: string; paper?: 'A4' | 'LETTER'; watermark?: boolean };

/** A cover letter as PDF bytes, in the design of the resume's template. */
export async function renderLetterPdf(
  letter: CoverLetterContent,
  resume: ResumeData,
  opts: RenderLetterOptions,
): Promise<Uint8Array> {
  // Checked before React renders: an error thrown inside a render surfaces as a log, not a rejection.
  templateDesign(opts.template);
  // LetterDocument renders a <Document>; react-pdf's type wants that to show in the props.
  const element = createElement(LetterDocument, {
    letter,
    resume,
    ...opts,
  }) as unknown as ReactElement<DocumentProps>;
  return collect(await pdf(element).toBuffer());
}
