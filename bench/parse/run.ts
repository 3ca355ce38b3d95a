/**
 * Resume parser accuracy and speed on the shared dev corpus.
 *
 *   npx tsx bench/parse/run.ts [--pdfs DIR] [--out DIR]
 *
 * Parses every PDF of ../shared/corpus/pdfs (relative to the repository root), writes one
 * `<base>.json` prediction per PDF to the out directory (a temporary one by default), prints parse
 * times (median, p95), then scores the predictions with the corpus scorer and prints its table.
 * Without the corpus (as on CI) it says so and exits 0.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResume, toCorpusPrediction } from '../../packages/parser/src/index';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const corpus = resolve(repoRoot, '..', 'shared', 'corpus');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const pdfDir = resolve(option('--pdfs') ?? join(corpus, 'pdfs'));
  const truthDir = join(corpus, 'truth');
  const scorer = join(corpus, 'score.mjs');
  if (!existsSync(pdfDir) || !existsSync(scorer)) {
    console.log(`Resume corpus not found (${pdfDir}, ${scorer}); skipping the parser benchmark.`);
    return;
  }
  const outDir = option('--out') ? resolve(option('--out')!) : mkdtempSync(join(tmpdir(), 'parse-bench-'));
  mkdirSync(outDir, { recursive: true });
  const files = readdirSync(pdfDir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort();
  // One warm-up parse so module loading is not counted as parse time.
  if (files[0]) await parseResume(new Uint8Array(readFileSync(join(pdfDir, files[0]))));
  const times: number[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(join(pdfDir, file)));
    const started = performance.now();
    const result = await parseResume(bytes);
    const ms = performance.now() - started;
    times.push(ms);
    const base = basename(file, '.pdf');
    writeFileSync(
      join(outDir, `${base}.json`),
      `${JSON.stringify(toCorpusPrediction(result.data), null, 2)}\n`,
    );
    console.log(
      `${base.padEnd(32)} ${ms.toFixed(0).padStart(6)} ms  ${result.pages} page(s)  warnings: ${result.warnings.length}`,
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nparse time over ${files.length} PDFs: median ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms`,
  );
  console.log(`predictions in ${outDir}\n`);
  const scored = spawnSync(process.execPath, [scorer, truthDir, outDir], { stdio: 'inherit' });
  process.exitCode = scored.status ?? 1;
}

await main();
