/** LaTeX sources typeset by pdflatex or xelatex, two documents at a time. */
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Produce, ProduceJob } from './types';

const PARALLEL = 2;
/** Our grammars avoid cross-references, so one run is the rule; a second only when TeX asks for it. */
const RERUN = /Rerun to get|Label\(s\) may have changed|Rerun LaTeX/;

function run(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: 'ignore',
      env: { ...process.env, max_print_line: '1000' },
    });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function logTail(dir: string, lines = 40): string {
  const log = join(dir, 'doc.log');
  if (!existsSync(log)) return '(no log)';
  return readFileSync(log, 'latin1').split('\n').slice(-lines).join('\n');
}

async function typeset(job: ProduceJob<'latex'>, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'doc.tex'), job.source.tex);
  const { engine } = job.source;
  const args = ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', 'doc.tex'];
  for (let pass = 0; pass < 2; pass++) {
    const code = await run(engine, args, dir);
    if (code !== 0 || !existsSync(join(dir, 'doc.pdf'))) {
      throw new Error(`${engine} failed (exit ${code}) for ${job.pdfPath}:\n${logTail(dir)}`);
    }
    if (!RERUN.test(readFileSync(join(dir, 'doc.log'), 'latin1'))) break;
  }
  copyFileSync(join(dir, 'doc.pdf'), job.pdfPath);
  rmSync(dir, { recursive: true, force: true });
}

export const produceLatex: Produce<'latex'> = async (jobs) => {
  const root = mkdtempSync(join(tmpdir(), 'corpus-latex-'));
  let next = 0;
  let failure: unknown = null;
  // Workers take the next job until the list is done or one has failed (then the rest stop early).
  const worker = async () => {
    while (failure === null && next < jobs.length) {
      const index = next++;
      try {
        await typeset(jobs[index]!, join(root, String(index)));
      } catch (error) {
        failure ??= error;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  if (failure !== null) throw failure;
};
