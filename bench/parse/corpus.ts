/** The shared resume corpus: where it is, and parsing every PDF of it into scorer predictions. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResume } from '@resume/parser';
import { toCorpusPrediction } from '@resume/parser/testing';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Corpus {
  pdfDir: string;
  truthDir: string;
  scorer: string;
  /** Producer family of each file (base name), from families.json. */
  families: Map<string, string>;
}

/** The corpus beside the repository, or null when it is not there (as on CI). */
export function findCorpus(pdfDir?: string): Corpus | null {
  const root = resolve(repoRoot, '..', 'shared', 'corpus');
  const corpus = {
    pdfDir: resolve(pdfDir ?? join(root, 'pdfs')),
    truthDir: join(root, 'truth'),
    scorer: join(root, 'score.mjs'),
    families: new Map<string, string>(),
  };
  if (!existsSync(corpus.pdfDir) || !existsSync(corpus.scorer)) return null;
  const familiesFile = join(root, 'families.json');
  if (existsSync(familiesFile)) {
    const families: Record<string, string> = JSON.parse(readFileSync(familiesFile, 'utf8'));
    for (const [base, family] of Object.entries(families)) corpus.families.set(base, family);
  }
  return corpus;
}

export interface ParsedFile {
  base: string;
  ms: number;
  pages: number;
  warnings: number;
  /** The text the parser read, in reading order. */
  text: string;
}

export const pdfBases = (corpus: Corpus): string[] =>
  readdirSync(corpus.pdfDir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((f) => basename(f, '.pdf'));

/** Parses the given files, writing one `<base>.json` prediction each to `outDir`. */
export async function parseFiles(corpus: Corpus, bases: string[], outDir: string): Promise<ParsedFile[]> {
  mkdirSync(outDir, { recursive: true });
  const parsed: ParsedFile[] = [];
  for (const base of bases) {
    const bytes = new Uint8Array(readFileSync(join(corpus.pdfDir, `${base}.pdf`)));
    const started = performance.now();
    const result = await parseResume(bytes);
    const ms = performance.now() - started;
    const prediction = `${JSON.stringify(toCorpusPrediction(result.data), null, 2)}\n`;
    writeFileSync(join(outDir, `${base}.json`), prediction);
    parsed.push({ base, ms, pages: result.pages, warnings: result.warnings.length, text: result.text });
  }
  return parsed;
}
