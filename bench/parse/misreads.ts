/**
 * What the parser misread in part of the generated corpus, file by file: the fields that differ
 * from the truth, side by side, and the subset's strict accuracy. For finding the cause of a
 * misread; the figures to trust come from bench:parse.
 *
 *   npm run bench:misreads -- [--generated DIR] [--grammar G] [--producer P] [--lang L]
 *                             [--field F] [--limit N] [--held-out]
 *
 * Grammars held out of development (see generated.ts) are left out unless --held-out is given:
 * looking at their misreads would make them tuned.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findCorpus, parseFiles } from './corpus';
import { findGenerated, isHeldOutGrammar } from './generated';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

type Json = Record<string, unknown>;
const SCALARS = ['name', 'email', 'phone', 'location', 'url', 'summary'] as const;

const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;
const short = (value: unknown) => JSON.stringify(value ?? null).slice(0, 110);

function entryLines(list: unknown, keys: string[]): string[] {
  return ((list as Json[] | undefined) ?? []).map((e) => keys.map((k) => String(e[k] ?? '∅')).join(' | '));
}

/** Prints one file's misread fields; `marks` are the scorer's per scalar (✓ right, ✗ wrong). */
function printFile(id: string, truth: Json, pred: Json, detail: Json, field: string | undefined): void {
  const marks = detail.marks as string[];
  const out: string[] = [];
  SCALARS.forEach((key, i) => {
    if (marks[i] === '✗' && (!field || field === key))
      out.push(`  ${key}: truth ${short(truth[key])}  read ${short(pred[key])}`);
  });
  for (const [key, keys, name] of [
    ['work', ['title', 'company', 'start', 'end'], 'work'],
    ['edu', ['degree', 'institution', 'start', 'end'], 'education'],
  ] as const) {
    const score = detail[key] as { hits: number; fields: number };
    if (score.hits === score.fields || (field && field !== name)) continue;
    out.push(`  ${name}: ${score.hits}/${score.fields}`);
    for (const line of entryLines(truth[name], [...keys])) out.push(`    truth  ${line}`);
    for (const line of entryLines(pred[name], [...keys])) out.push(`    read   ${line}`);
  }
  if (out.length > 0) console.log(`${id}\n${out.join('\n')}`);
}

/** Mean strict accuracy of the files of each grammar, worst first. */
function printByGrammar(files: Json[], manifest: { id: string; grammar: string }[]): void {
  const grammarOf = new Map(manifest.map((e) => [e.id, e.grammar]));
  const byGrammar = new Map<string, number[]>();
  for (const file of files) {
    const grammar = grammarOf.get(String(file.file).replace(/\.json$/, '')) ?? '?';
    byGrammar.set(grammar, [...(byGrammar.get(grammar) ?? []), Number(file.fieldAcc)]);
  }
  if (byGrammar.size < 2) return;
  const rows = [...byGrammar].map(
    ([g, accs]) => [g, (100 * accs.reduce((a, b) => a + b, 0)) / accs.length] as const,
  );
  console.log('\nby grammar (mean of the files)');
  for (const [g, pct] of rows.sort((a, b) => a[1] - b[1]))
    console.log(`  ${pct.toFixed(1).padStart(5)}  ${g}`);
}

async function main(): Promise<void> {
  const corpus = findCorpus();
  const generated = findGenerated(resolve(option('--generated') ?? 'corpus/out'));
  if (!corpus || !generated) throw new Error('needs ../shared/corpus (its scorer) and a generated corpus');
  const limit = Number(option('--limit') ?? 40);
  const ids = generated.manifest
    .filter((e) => process.argv.includes('--held-out') || !isHeldOutGrammar(e.grammar))
    .filter((e) => [option('--grammar') ?? e.grammar].includes(e.grammar))
    .filter((e) => [option('--producer') ?? e.producer].includes(e.producer))
    .filter((e) => [option('--lang') ?? e.lang].includes(e.lang))
    .map((e) => e.id)
    .slice(0, limit);
  const predDir = mkdtempSync(join(tmpdir(), 'misreads-'));
  const truthDir = mkdtempSync(join(tmpdir(), 'misreads-truth-'));
  for (const id of ids) symlinkSync(join(generated.dir, 'truth', `${id}.json`), join(truthDir, `${id}.json`));
  await parseFiles({ ...corpus, pdfDir: join(generated.dir, 'pdfs') }, ids, predDir);
  const detailFile = join(predDir, 'detail.json');
  const run = spawnSync(
    process.execPath,
    [corpus.scorer, truthDir, predDir, '--json', '--json-out', detailFile],
    {
      encoding: 'utf8',
    },
  );
  const detail = readJson(detailFile);
  for (const file of detail.files as Json[]) {
    const id = String(file.file).replace(/\.json$/, '');
    printFile(
      id,
      readJson(join(truthDir, `${id}.json`)),
      readJson(join(predDir, `${id}.json`)),
      file,
      option('--field'),
    );
  }
  printByGrammar(detail.files as Json[], generated.manifest);
  const totals = JSON.parse(run.stdout) as { overall: { pct: number } };
  console.log(`\n${ids.length} files, strict accuracy ${totals.overall.pct.toFixed(1)}%`);
  rmSync(predDir, { recursive: true, force: true });
  rmSync(truthDir, { recursive: true, force: true });
}

await main();
