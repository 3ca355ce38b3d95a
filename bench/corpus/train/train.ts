/**
 * Trains the parser's line-role model on the generated corpus and writes its weights into the
 * parser (packages/parser/src/model/line-role-weights.gen.json).
 *
 *   npm run train:parser [-- --data DIR]      (DIR: a generated corpus, default bench/corpus/out)
 *
 * Prints, for each producer, how well a model trained WITHOUT that producer's files labels its
 * lines: the figure that says whether it learned layouts or files. Same data, same weights.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forward, LINE_ROLES, type Mlp } from '@resume/parser/testing';
import { table } from '../../support/stats';
import { fit, rounded, type Sample } from './fit';
import { type LabelledDoc, labelDoc } from './label-lines';

const here = dirname(fileURLToPath(import.meta.url));
const WEIGHTS = resolve(here, '../../../packages/parser/src/model/line-role-weights.gen.json');
const PARSER_SOURCE = resolve(here, '../../../packages/parser/src');

/**
 * The features depend on the parser's code and lexicons (how lines are read, which words are
 * towns or titles): a cache of labelled lines is good only for the source it was made with.
 */
function parserSourceHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(PARSER_SOURCE, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|json)$/.test(f) && !f.endsWith('.test.ts') && !f.includes('weights.gen'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(PARSER_SOURCE, file)));
  return hash.digest('hex');
}

interface Entry {
  id: string;
  grammar: string;
  producer: string;
}

export interface TrainingSet {
  manifest: Entry[];
  docs: Map<string, LabelledDoc>;
}

/**
 * Labels every generated PDF once, cached beside the corpus and keyed by the files it read and
 * the parser source that computed the features.
 */
export async function loadTrainingSet(dir: string): Promise<TrainingSet> {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Entry[];
  const cache = join(dir, 'lines.json');
  const key = `${manifest.length}:${parserSourceHash()}`;
  let docs: LabelledDoc[];
  const cached = existsSync(cache) ? JSON.parse(readFileSync(cache, 'utf8')) : null;
  if (cached?.key === key) {
    docs = cached.docs;
  } else {
    docs = [];
    for (const entry of manifest) docs.push(await labelDoc(dir, entry.id));
    writeFileSync(cache, JSON.stringify({ key, docs }));
  }
  return { manifest, docs: new Map(docs.map((d) => [d.id, d])) };
}

const samplesOf = (set: TrainingSet, keep: (e: Entry) => boolean): Sample[] =>
  set.manifest.filter(keep).flatMap((e) => {
    const doc = set.docs.get(e.id)!;
    return doc.features.map((x, i) => ({ x, y: LINE_ROLES.indexOf(doc.roles[i]!) }));
  });

/** A model trained on every file but those `exclude` picks (a producer or a grammar left out). */
export const trainWithout = (set: TrainingSet, exclude: (e: Entry) => boolean): Mlp =>
  rounded(fit(samplesOf(set, (e) => !exclude(e))));

function evaluate(model: Mlp, samples: Sample[]): string[] {
  const hits = LINE_ROLES.map(() => 0);
  const totals = LINE_ROLES.map(() => 0);
  for (const { x, y } of samples) {
    const { probs } = forward(model, x);
    const best = probs.indexOf(Math.max(...probs));
    totals[y]! += 1;
    if (best === y) hits[y]! += 1;
  }
  const all = hits.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
  return [
    String(samples.length),
    (100 * all).toFixed(1),
    ...LINE_ROLES.map((_, i) => (totals[i] ? ((100 * hits[i]!) / totals[i]!).toFixed(1) : '-')),
  ];
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--data');
  const dir = resolve(at >= 0 ? process.argv[at + 1]! : join(here, '..', 'out'));
  if (!existsSync(join(dir, 'manifest.json')))
    throw new Error(`no generated corpus in ${dir}: npm run corpus:generate first`);
  const set = await loadTrainingSet(dir);
  const producers = [...new Set(set.manifest.map((e) => e.producer))].sort();
  const rows = producers
    .filter(() => producers.length > 1)
    .map((p) => [
      p,
      ...evaluate(
        trainWithout(set, (e) => e.producer === p),
        samplesOf(set, (e) => e.producer === p),
      ),
    ]);
  console.log('Line roles, each producer labelled by a model trained without it (recall per role, %)\n');
  console.log(table([['left out', 'lines', 'all', ...LINE_ROLES], ...rows]));
  const model = trainWithout(set, () => false);
  console.log(
    `\ntrained on all ${set.manifest.length} files: ${
      evaluate(
        model,
        samplesOf(set, () => true),
      )[1]
    }% of lines`,
  );
  writeFileSync(WEIGHTS, `${JSON.stringify(model)}\n`);
  console.log(`weights written to ${WEIGHTS}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
