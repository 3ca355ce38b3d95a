/**
 * Resume parser accuracy and speed on the shared dev corpus, and the round trip of our own
 * templates.
 *
 *   npm run bench:parse [-- --pdfs DIR] [--out DIR] [--generated DIR] [--generated-only]
 *
 * Parses every PDF of ../shared/corpus/pdfs (relative to the repository root), writes one
 * `<base>.json` prediction per PDF to the out directory (a temporary one by default), prints parse
 * times (median, p95), the scorer's table (per file, per field), strict accuracy per producer
 * family, and the leave-one-family-out figures; then the same for the generated corpus
 * (bench/corpus/out by default, see generated.ts), by producer, language, field and grammar, with
 * the held-out grammars apart. Without the corpus (as on CI) it says so and only runs the round trip.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadNote, percentile, table } from '../support/stats';
import { type Corpus, findCorpus, type ParsedFile, parseFiles, pdfBases } from './corpus';
import { familiesOf, familyTable } from './families';
import { benchGenerated, findGenerated } from './generated';
import { leaveOneFamilyOut } from './leave-one-out';
import { printRoundTrip } from './round-trip/report';
import { printScoreTable, scores } from './score';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function printTimes(parsed: ParsedFile[]): void {
  const rows = parsed.map((p) => [p.base, `${p.ms.toFixed(0)} ms`, String(p.pages), String(p.warnings)]);
  console.log(table([['file', 'parse time', 'pages', 'warnings'], ...rows]));
  const times = parsed.map((p) => p.ms);
  console.log(
    `\nparse time over ${parsed.length} PDFs: median ${percentile(times, 0.5).toFixed(0)} ms, ` +
      `p95 ${percentile(times, 0.95).toFixed(0)} ms (${loadNote()})\n`,
  );
}

async function benchCorpus(corpus: Corpus): Promise<void> {
  const outDir = resolve(option('--out') ?? mkdtempSync(join(tmpdir(), 'parse-bench-')));
  const bases = pdfBases(corpus);
  // One warm-up parse so module loading is not counted as parse time.
  await parseFiles(corpus, bases.slice(0, 1), mkdtempSync(join(tmpdir(), 'parse-warmup-')));
  const parsed = await parseFiles(corpus, bases, outDir);
  printTimes(parsed);
  console.log(`predictions in ${outDir}\n`);
  if (!printScoreTable(corpus, outDir)) process.exitCode = 1;

  const families = familiesOf(corpus, bases);
  const leftOutDir = join(outDir, 'leave-one-family-out');
  mkdirSync(leftOutDir, { recursive: true });
  const heldOut = await leaveOneFamilyOut(corpus, families, parsed, leftOutDir);
  const full = scores(corpus, outDir);
  const left = scores(corpus, leftOutDir);
  console.log('\nStrict accuracy by producer family (../shared/corpus/families.json)\n');
  console.log(familyTable(families, full.per_file, left.per_file));
  console.log(
    `\noverall: ${full.overall.pct.toFixed(1)}% strict; leave-one-family-out ${left.overall.pct.toFixed(1)}%`,
  );
  console.log('\nLexicon entries found only in one family, taken out when that family was scored:');
  for (const [family, entries] of heldOut) console.log(`  ${family}: ${entries.join(', ') || '(none)'}`);
}

/** The generated corpus (npm run corpus:generate), scored with the shared corpus's scorer. */
async function benchGeneratedCorpus(corpus: Corpus | null): Promise<void> {
  const dir = resolve(option('--generated') ?? join(repoRoot, 'bench', 'corpus', 'out'));
  const generated = findGenerated(dir);
  if (!generated || !corpus) {
    console.log(
      `\nGenerated corpus not found in ${dir} (npm run corpus:generate) or no scorer; skipping it.`,
    );
    return;
  }
  const outDir = resolve(option('--out') ?? mkdtempSync(join(tmpdir(), 'parse-bench-')));
  const figures = await benchGenerated(corpus.scorer, generated, outDir);
  console.log(
    `\ngenerated: tuned grammars ${figures.tuned.toFixed(1)}%, held-out grammars ${figures.heldOut.toFixed(1)}%, ` +
      `leave-producer-out ${figures.leaveProducerOut.toFixed(1)}%, leave-grammar-out ${figures.leaveGrammarOut.toFixed(1)}%`,
  );
}

async function main(): Promise<void> {
  const corpus = findCorpus(option('--pdfs'));
  if (corpus && !process.argv.includes('--generated-only')) await benchCorpus(corpus);
  else if (!corpus) console.log('Resume corpus not found (../shared/corpus); skipping the corpus benchmark.');
  await benchGeneratedCorpus(corpus);
  if (!process.argv.includes('--generated-only')) await printRoundTrip();
}

await main();
