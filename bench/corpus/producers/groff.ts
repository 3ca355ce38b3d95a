/** groff sources typeset to PDF by gropdf, as a resume kept in troff would be. */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Produce, ProduceJob } from './types';

/** Lost text: troff drops a character it has no glyph for, and the field is no longer what the truth says. */
const LOST_GLYPH = /can't find special character/;

/** gropdf takes the paper from the command line; the grammar names it on its first line (grammars/groff/common.ts). */
function paperArgs(source: string): string[] {
  const paper = /^\.\\" paper: (\w+)/.exec(source)?.[1] ?? 'a4';
  return [`-dpaper=${paper}`, `-P-p${paper}`];
}

function typeset(job: ProduceJob<'groff'>): Promise<void> {
  const { source, macros } = job.source;
  // -Kutf8 rather than -k: preconv guesses some sources' encoding wrong. -t: tbl, for grammars with tables.
  const args = ['-Kutf8', '-t', '-Tpdf', `-m${macros}`, ...paperArgs(source)];
  return new Promise((resolve, reject) => {
    const child = spawn('groff', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const pdf = Buffer.concat(out);
      const tail = log.trim().split('\n').slice(-15).join('\n');
      if (code !== 0 || pdf.length === 0 || LOST_GLYPH.test(log)) {
        reject(new Error(`groff ${args.join(' ')} failed for ${job.pdfPath} (exit ${code})\n${tail}`));
        return;
      }
      writeFileSync(job.pdfPath, pdf);
      resolve();
    });
    child.stdin.end(source);
  });
}

export const produceGroff: Produce<'groff'> = async (jobs) => {
  let next = 0;
  const workers = Math.max(1, Math.min(availableParallelism(), jobs.length));
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < jobs.length; i = next++) await typeset(jobs[i]!);
    }),
  );
};
