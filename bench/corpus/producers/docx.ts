/** Word documents printed to PDF by LibreOffice, as a resume typed in Word and saved as PDF would be. */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Produce, ProduceJob } from './types';

/** Files per soffice call: start-up costs seconds, and one bad file should not cost a whole run. */
const BATCH = 30;
const TIMEOUT_MS = 10 * 60 * 1000;

interface Run {
  stdout: string;
  stderr: string;
  error: Error | null;
}

function soffice(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile('soffice', args, { timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ stdout, stderr, error }),
    );
  });
}

const tail = (text: string) => text.trim().split('\n').slice(-15).join('\n');

/** Converts one batch with the worker's own LibreOffice profile (two instances cannot share one). */
async function convertBatch(jobs: ProduceJob<'docx'>[], dir: string, profile: string): Promise<void> {
  const out = join(dir, 'out');
  mkdirSync(out, { recursive: true });
  const files = jobs.map((job, i) => {
    const file = join(dir, `${i}.docx`);
    writeFileSync(file, job.source.docx);
    return file;
  });
  const run = await soffice([
    `-env:UserInstallation=file://${profile}`,
    '--headless',
    '--norestore',
    '--nologo',
    '--convert-to',
    'pdf:writer_pdf_Export',
    '--outdir',
    out,
    ...files,
  ]);
  jobs.forEach((job, i) => {
    const pdf = join(out, `${i}.pdf`);
    if (!existsSync(pdf) || statSync(pdf).size === 0) {
      const why = run.error ? `${run.error.message}\n` : '';
      throw new Error(
        `soffice made no PDF for ${job.pdfPath}\n${why}${tail(`${run.stdout}\n${run.stderr}`)}`,
      );
    }
    // The output folder may be on another file system than /tmp: copy rather than rename.
    copyFileSync(pdf, job.pdfPath);
  });
  rmSync(dir, { recursive: true, force: true });
}

export const produceDocx: Produce<'docx'> = async (jobs) => {
  const work = mkdtempSync(join(tmpdir(), 'corpus-docx-'));
  try {
    const batches: ProduceJob<'docx'>[][] = [];
    for (let i = 0; i < jobs.length; i += BATCH) batches.push(jobs.slice(i, i + BATCH));
    const workers = Math.max(1, Math.min(availableParallelism(), 4, batches.length));
    let next = 0;
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        const profile = join(work, `lo-profile-${w}`);
        for (let b = next++; b < batches.length; b = next++) {
          await convertBatch(batches[b]!, join(work, `batch-${b}`), profile);
        }
      }),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};
