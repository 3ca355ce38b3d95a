/**
 * Writes a corpus of generated resumes: PDFs from every layout grammar and producer, with the truth
 * each was made from.
 *
 *   npm run corpus:generate [-- --count 1000] [--seed 1] [--out DIR] [--grammar ID,ID] [--producer P,P]
 *
 * DIR (default bench/corpus/out) gets `pdfs/<id>.pdf`, `truth/<id>.json` (the scorer's schema),
 * `content/<id>.json` (everything the resume holds, for training) and `manifest.json` (each id's
 * grammar, producer, language and field). The same seed gives the same content; installs the
 * Debian packages a producer needs when they are missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeResume } from './content/make-resume';
import type { Grammar, Producer } from './grammar';
import { GRAMMARS } from './grammars/index';
import { FIELDS, type Lang } from './model';
import { PRODUCE, type ProduceJob, TOOLS } from './producers/index';
import { makeRng, seedOf } from './random';
import { truthOf } from './truth';

export interface ManifestEntry {
  id: string;
  grammar: string;
  producer: Producer;
  lang: Lang;
  field: string;
}

const here = dirname(fileURLToPath(import.meta.url));

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const installed = (pkg: string) =>
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax, not a template
  spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout.includes(
    'install ok installed',
  );

/** Installs what the chosen producers need (as root, as CI and these machines run). */
function ensureTools(producers: Set<Producer>): void {
  const missing = [...new Set([...producers].flatMap((p) => TOOLS[p]))].filter((pkg) => !installed(pkg));
  if (missing.length === 0) return;
  console.log(`installing ${missing.join(' ')}`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const LANGS: Lang[] = ['en', 'en', 'en', 'en', 'en', 'en', 'fr', 'de', 'es'];

function chooseGrammars(): Grammar[] {
  const ids = option('--grammar')?.split(',');
  const producers = option('--producer')?.split(',');
  return GRAMMARS.filter(
    (g) => (!ids || ids.includes(g.id)) && (!producers || producers.includes(g.producer)),
  );
}

async function main(): Promise<void> {
  const count = Number(option('--count') ?? 1000);
  const seed = Number(option('--seed') ?? 1);
  const out = resolve(option('--out') ?? join(here, 'out'));
  const grammars = chooseGrammars();
  if (grammars.length === 0) throw new Error('no grammar matches');
  for (const dir of ['pdfs', 'truth', 'content']) mkdirSync(join(out, dir), { recursive: true });
  ensureTools(new Set(grammars.map((g) => g.producer)));

  const rng = makeRng(seed);
  const manifest: ManifestEntry[] = [];
  const jobs = new Map<Producer, ProduceJob[]>();
  for (let i = 0; i < count; i++) {
    const grammar = grammars[i % grammars.length]!;
    const id = `g${String(i + 1).padStart(4, '0')}-${grammar.id}`;
    const resume = makeResume(id, rng.pick(LANGS), rng.pick(FIELDS), rng);
    const source = await grammar.render(resume, makeRng(seedOf(`${seed}:${id}`)));
    writeFileSync(join(out, 'truth', `${id}.json`), `${JSON.stringify(truthOf(resume), null, 2)}\n`);
    writeFileSync(join(out, 'content', `${id}.json`), `${JSON.stringify(resume, null, 2)}\n`);
    manifest.push({
      id,
      grammar: grammar.id,
      producer: grammar.producer,
      lang: resume.lang,
      field: resume.field,
    });
    const list = jobs.get(grammar.producer) ?? [];
    list.push({ source, pdfPath: join(out, 'pdfs', `${id}.pdf`) } as ProduceJob);
    jobs.set(grammar.producer, list);
  }
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  for (const [producer, list] of jobs) {
    const started = performance.now();
    const produce = await PRODUCE[producer]();
    await produce(list);
    console.log(`${producer}: ${list.length} PDFs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(`${count} resumes from ${grammars.length} grammars in ${out}`);
}

await main();
