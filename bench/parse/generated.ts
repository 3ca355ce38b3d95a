/**
 * The parser on the generated corpus (npm run corpus:generate): accuracy per producer, per grammar
 * and per field, and on grammars kept out of development.
 *
 * Held-out grammars: about a quarter of the grammars (chosen by a hash of their id, so a new grammar
 * falls on either side by chance) are never used to find or fix a misread. Rules are written by
 * people looking at failures, so "tuned" is what the rules were shaped on and "held-out" is the
 * figure to trust: it predicts resumes nobody here has seen.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { withLineRoleModel } from '@resume/parser/testing';
import { seedOf } from '../corpus/random';
import { loadTrainingSet, type TrainingSet, trainWithout } from '../corpus/train/train';
import { percentile, table } from '../support/stats';
import { type Corpus, parseFiles } from './corpus';

interface ManifestEntry {
  id: string;
  grammar: string;
  producer: string;
  lang: string;
  field: string;
}

export interface Generated {
  dir: string;
  manifest: ManifestEntry[];
}

/** Grammars never looked at while developing rules: about one in four. */
export const isHeldOutGrammar = (grammar: string): boolean => seedOf(`held-out:${grammar}`) % 4 === 0;

export function findGenerated(dir: string): Generated | null {
  const manifestFile = join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  return { dir, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as ManifestEntry[] };
}

interface FieldScores {
  overall: { pct: number; hits: number; fields: number };
  scalar: Record<string, { accuracy: number | null }>;
  work: { f1: number; title: { accuracy: number | null }; dates_accuracy: number | null };
  education: { f1: number; degree: { accuracy: number | null }; dates_accuracy: number | null };
  skills: { f1: number };
}

/** Scores a subset of the files by pointing the scorer at a truth folder of just those files. */
function scoreSubset(scorer: string, generated: Generated, ids: string[], predDir: string): FieldScores {
  const truthDir = mkdtempSync(join(tmpdir(), 'gen-truth-'));
  for (const id of ids) symlinkSync(join(generated.dir, 'truth', `${id}.json`), join(truthDir, `${id}.json`));
  const run = spawnSync(process.execPath, [scorer, truthDir, predDir, '--json'], { encoding: 'utf8' });
  rmSync(truthDir, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(`the corpus scorer failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as FieldScores;
}

const pct = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '-' : (100 * value).toFixed(1);

const FIELD_COLUMNS = [
  'overall',
  'name',
  'email',
  'phone',
  'loc',
  'url',
  'summary',
  'work F1',
  'titles',
  'w.dates',
  'edu F1',
  'degrees',
  'e.dates',
  'skills F1',
];

function row(label: string, count: number, s: FieldScores): string[] {
  const scalar = (key: string) => pct(s.scalar[key]?.accuracy);
  return [
    label,
    String(count),
    s.overall.pct.toFixed(1),
    scalar('name'),
    scalar('email'),
    scalar('phone'),
    scalar('location'),
    scalar('url'),
    scalar('summary'),
    pct(s.work.f1),
    pct(s.work.title.accuracy),
    pct(s.work.dates_accuracy),
    pct(s.education.f1),
    pct(s.education.degree.accuracy),
    pct(s.education.dates_accuracy),
    pct(s.skills.f1),
  ];
}

function groupBy(manifest: ManifestEntry[], key: (e: ManifestEntry) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const entry of manifest) groups.set(key(entry), [...(groups.get(key(entry)) ?? []), entry.id]);
  return new Map([...groups.entries()].sort((a, b) => a[0].localeCompare(b[0])));
}

type Fold = 'producer' | 'grammar';

/**
 * Parses each producer's (or grammar's) files with a line-role model trained without them, into
 * `predDir`: the model's share of the parser then knows nothing of the files it reads.
 */
async function parseHeldOut(
  corpus: Corpus,
  generated: Generated,
  set: TrainingSet,
  fold: Fold,
  predDir: string,
): Promise<void> {
  const groups = groupBy(generated.manifest, (e) => e[fold]);
  for (const ids of groups.values()) {
    const left = new Set(ids);
    const model = trainWithout(set, (e) => left.has(e.id));
    await withLineRoleModel(model, () => parseFiles(corpus, ids, predDir));
  }
}

/** Parses the generated corpus and prints its tables; returns the held-out and tuned figures. */
export async function benchGenerated(scorer: string, generated: Generated, outDir: string) {
  const predDir = resolve(outDir, 'generated');
  mkdirSync(predDir, { recursive: true });
  const corpus: Corpus = {
    pdfDir: join(generated.dir, 'pdfs'),
    truthDir: join(generated.dir, 'truth'),
    scorer,
    families: new Map(),
  };
  const parsed = await parseFiles(
    corpus,
    generated.manifest.map((e) => e.id),
    predDir,
  );
  const times = parsed.map((p) => p.ms);
  console.log(
    `\nGenerated corpus: ${parsed.length} PDFs parsed, median ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms`,
  );
  const header = ['', 'files', ...FIELD_COLUMNS];
  const score = (ids: string[]) => scoreSubset(scorer, generated, ids, predDir);
  const tunedIds = generated.manifest.filter((e) => !isHeldOutGrammar(e.grammar)).map((e) => e.id);
  const heldIds = generated.manifest.filter((e) => isHeldOutGrammar(e.grammar)).map((e) => e.id);
  const all = score(generated.manifest.map((e) => e.id));
  const tuned = score(tunedIds);
  const held = score(heldIds);
  console.log('\nStrict accuracy (%) per field\n');
  console.log(
    table([
      header,
      row('all generated', generated.manifest.length, all),
      row('tuned grammars', tunedIds.length, tuned),
      row('held-out grammars', heldIds.length, held),
    ]),
  );
  for (const [title, key] of [
    ['producer', (e: ManifestEntry) => e.producer],
    ['language', (e: ManifestEntry) => e.lang],
    ['field', (e: ManifestEntry) => e.field],
    ['grammar', (e: ManifestEntry) => `${e.grammar}${isHeldOutGrammar(e.grammar) ? ' (held out)' : ''}`],
  ] as const) {
    const rows = [...groupBy(generated.manifest, key)].map(([label, ids]) =>
      row(label, ids.length, score(ids)),
    );
    console.log(`\nBy ${title}\n`);
    console.log(table([[title, 'files', ...FIELD_COLUMNS], ...rows]));
  }
  type FoldScores = { all: FieldScores; tuned: FieldScores; held: FieldScores };
  const folds = {} as Record<Fold, FoldScores>;
  // The labelled lines are read once for both folds.
  const set = await loadTrainingSet(generated.dir);
  for (const fold of ['producer', 'grammar'] as const) {
    const dir = resolve(outDir, `generated-leave-${fold}-out`);
    mkdirSync(dir, { recursive: true });
    await parseHeldOut(corpus, generated, set, fold, dir);
    folds[fold] = {
      all: scoreSubset(
        scorer,
        generated,
        generated.manifest.map((e) => e.id),
        dir,
      ),
      tuned: scoreSubset(scorer, generated, tunedIds, dir),
      held: scoreSubset(scorer, generated, heldIds, dir),
    };
  }
  console.log('\nWith the line-role model trained without the files scored\n');
  // The same files with and without their grammar (or producer) in the training data: the gap is
  // what the model learned of layouts it will not meet again.
  console.log(
    table([
      header,
      row('trained on all', generated.manifest.length, all),
      row('leave-producer-out', generated.manifest.length, folds.producer.all),
      row('leave-grammar-out', generated.manifest.length, folds.grammar.all),
      row('trained on all: tuned grammars', tunedIds.length, tuned),
      row('leave-producer-out: tuned', tunedIds.length, folds.producer.tuned),
      row('leave-grammar-out: tuned', tunedIds.length, folds.grammar.tuned),
      row('trained on all: held-out grammars', heldIds.length, held),
      row('leave-producer-out: held out', heldIds.length, folds.producer.held),
      row('leave-grammar-out: held out', heldIds.length, folds.grammar.held),
    ]),
  );
  return {
    tuned: tuned.overall.pct,
    heldOut: held.overall.pct,
    leaveProducerOut: folds.producer.all.overall.pct,
    leaveGrammarOut: folds.grammar.all.overall.pct,
  };
}
