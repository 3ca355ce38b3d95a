/** Our own templates (react-pdf), as an export from the product makes them. */
import { writeFileSync } from 'node:fs';
import { renderResumePdf } from '@resume/templates';
import type { Produce } from './types';

export const produceOurs: Produce<'ours'> = async (jobs) => {
  for (const job of jobs) {
    const pdf = await renderResumePdf(job.source.data, {
      template: job.source.template,
      paper: 'A4',
      watermark: false,
    });
    writeFileSync(job.pdfPath, pdf);
    // react-pdf unlinks finished documents in a macrotask: yield one between documents.
    await new Promise((resolve) => setImmediate(resolve));
  }
};
