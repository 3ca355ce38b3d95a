/** HTML resumes printed to PDF by one headless Chromium, as HTML resume builders export them. */
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../../e2e/support/chromium';
import type { Produce, ProduceJob } from './types';

/** Two pages print side by side: Chromium's layout is single-threaded per page, and these machines have two cores. */
const PARALLEL = 2;

async function printOne(page: Page, job: ProduceJob<'html'>): Promise<void> {
  // The sources are self-contained (inline CSS, system fonts, data URIs): any request is a grammar's bug
  // (an external font or image) that would print silently without it.
  const requested: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (!request.url().startsWith('data:')) requested.push(request.url());
  };
  page.on('request', onRequest);
  try {
    await page.setContent(job.source.html, { waitUntil: 'load' });
  } finally {
    page.off('request', onRequest);
  }
  if (requested.length > 0) throw new Error(`the page asked the network for ${requested.join(', ')}`);
  const pdf = await page.pdf({ format: job.source.paper, printBackground: true });
  writeFileSync(job.pdfPath, pdf);
}

export const produceHtml: Produce<'html'> = async (jobs) => {
  if (jobs.length === 0) return;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    // No request may leave the machine (printOne fails the file that tries).
    await context.route('**/*', (route) => route.abort());
    let next = 0;
    const worker = async () => {
      const page = await context.newPage();
      try {
        for (let at = next++; at < jobs.length; at = next++) {
          const job = jobs[at]!;
          try {
            await printOne(page, job);
          } catch (error) {
            throw new Error(`html: printing ${job.pdfPath} failed: ${(error as Error).message}`);
          }
        }
      } finally {
        await page.close();
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, jobs.length) }, worker));
  } finally {
    await browser.close();
  }
};
