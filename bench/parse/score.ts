/** Runs the corpus scorer on a directory of predictions. */
import { spawnSync } from 'node:child_process';
import type { Corpus } from './corpus';

export interface FileScore {
  file: string;
  hits: number;
  fields: number;
}

export interface Scores {
  overall: { pct: number; hits: number; fields: number };
  per_file: FileScore[];
}

/** Prints the scorer's own table (per file and per field). */
export function printScoreTable(corpus: Corpus, predDir: string): boolean {
  const run = spawnSync(process.execPath, [corpus.scorer, corpus.truthDir, predDir], { stdio: 'inherit' });
  return run.status === 0;
}

/** The scorer's totals and per-file figures. */
export function scores(corpus: Corpus, predDir: string): Scores {
  const run = spawnSync(process.execPath, [corpus.scorer, corpus.truthDir, predDir, '--json'], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`the corpus scorer failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Scores;
}

/** Strict accuracy, in percent, over some of the files. */
export function accuracyOf(files: FileScore[]): number {
  const fields = files.reduce((n, f) => n + f.fields, 0);
  return fields === 0 ? Number.NaN : (100 * files.reduce((n, f) => n + f.hits, 0)) / fields;
}
