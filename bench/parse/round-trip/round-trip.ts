import { type ResumeData, TEMPLATES } from '@resume/core';
import { parseResume } from '@resume/parser';
import { renderResumePdf } from '@resume/templates';
import { fullResume } from '@resume/templates/fixtures';
import { compareResumes, type FieldResult, type Tally, tally } from './compare';

export type Export = { template: string; watermark: boolean };

export const EXPORTS: readonly Export[] = TEMPLATES.flatMap(({ id }) => [
  { template: id, watermark: false },
  { template: id, watermark: true },
]);

export type RoundTrip = Export & { parsed: ResumeData; results: FieldResult[]; tally: Tally };

/** Exports a resume as a person downloads it, uploads the PDF back, and compares field by field. */
export async function roundTrip(exported: Export, original: ResumeData = fullResume): Promise<RoundTrip> {
  const { data: parsed } = await parseResume(await renderResumePdf(original, exported));
  const results = compareResumes(original, parsed);
  return { ...exported, parsed, results, tally: tally(results) };
}
