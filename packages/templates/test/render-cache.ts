import type { ResumeData } from '@resume/core';
import { type RenderResumeOptions, renderResumePdf } from '../src/index';
import { type PdfReading, readPdf } from './pdf-text';

const cache = new Map<string, Promise<PdfReading>>();

/** Renders and reads a resume once per test file; several tests look at the same document. */
export function renderAndRead(
  name: string,
  data: ResumeData,
  opts: RenderResumeOptions,
): Promise<PdfReading> {
  const key = `${name}|${JSON.stringify(opts)}`;
  let reading = cache.get(key);
  if (!reading) {
    reading = renderResumePdf(data, opts).then(readPdf);
    cache.set(key, reading);
  }
  return reading;
}
