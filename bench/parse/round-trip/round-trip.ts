import { type ResumeData, resumeToMarkdown, TEMPLATES } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { parseResume } from '@resume/parser';
import { renderResumeDocx, renderResumePdf } from '@resume/templates';
import { compareResumes, type FieldResult, type Tally, tally } from './compare';

export type Export = { template: string; watermark: boolean; format: 'pdf' | 'docx' | 'md' };

/** PDF and Word in every template, with and without the watermark; Markdown has no template. */
export const EXPORTS: readonly Export[] = [
  ...(['pdf', 'docx'] as const).flatMap((format) =>
    TEMPLATES.flatMap(({ id }) => [
      { template: id, watermark: false, format },
      { template: id, watermark: true, format },
    ]),
  ),
  { template: 'none', watermark: false, format: 'md' },
];

const RENDER: Record<Export['format'], (data: ResumeData, options: Export) => Promise<Uint8Array>> = {
  pdf: renderResumePdf,
  docx: renderResumeDocx,
  md: async (data) => new TextEncoder().encode(resumeToMarkdown(data)),
};

export type RoundTrip = Export & { parsed: ResumeData; results: FieldResult[]; tally: Tally };

/** Exports a resume as a person downloads it, uploads the file back, and compares field by field. */
export async function roundTrip(
  exported: Export,
  original: ResumeData = completeResume(),
): Promise<RoundTrip> {
  const { data: parsed } = await parseResume(await RENDER[exported.format](original, exported));
  const results = compareResumes(original, parsed);
  return { ...exported, parsed, results, tally: tally(results) };
}
