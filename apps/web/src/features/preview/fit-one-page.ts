import type { ResumeData } from '@resume/core';
import type { FitOutcome } from '@resume/templates';
import type { FitRequest, FitResponse } from './fit-protocol';
import type { PreviewOptions } from './render-protocol';
import { workerCalls } from './worker-calls';

/** The fit worker, started on the first fit (react-pdf and the fonts load with it). */
const askFitWorker = workerCalls<FitRequest, Extract<FitResponse, { ok: true }>>(
  () => new Worker(new URL('./fit-worker.ts', import.meta.url), { type: 'module' }),
  'Fitting failed',
);

/** The loosest design that puts the resume on one page, as its download prints it (see @resume/templates). */
export async function fitOnePage(data: ResumeData, options: PreviewOptions): Promise<FitOutcome> {
  return (await askFitWorker({ data, options })).outcome;
}
