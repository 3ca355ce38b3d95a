/** Each producer's batch function, and the system packages it needs. */
import type { Producer } from '../grammar';
import { produceOurs } from './ours';
import type { Produce, ProduceJob } from './types';

type AnyProduce = (jobs: ProduceJob[]) => Promise<void>;

/** Loaded on demand, so generating one producer's files needs only that producer's tools. */
export const PRODUCE: Record<Producer, () => Promise<AnyProduce>> = {
  ours: async () => produceOurs as AnyProduce,
  latex: async () => (await import('./latex')).produceLatex as AnyProduce,
  html: async () => (await import('./html')).produceHtml as AnyProduce,
  docx: async () => (await import('./docx')).produceDocx as AnyProduce,
  groff: async () => (await import('./groff')).produceGroff as AnyProduce,
};

/** Fonts the grammars name (their metric twins where the original is Microsoft's). */
const FONTS = [
  'fonts-dejavu',
  'fonts-liberation',
  'fonts-crosextra-carlito',
  'fonts-crosextra-caladea',
  'fonts-lato',
  'fonts-open-sans',
  'fonts-roboto',
];

/**
 * The Debian packages each producer needs. Fonts count as much as programs: a missing font is
 * replaced silently (HTML, DOCX) or stops the build (XeLaTeX), and either changes the corpus.
 */
export const TOOLS: Record<Producer, string[]> = {
  ours: [],
  latex: [
    'texlive-latex-base',
    'texlive-latex-recommended',
    'texlive-latex-extra',
    'texlive-fonts-recommended',
    'lmodern',
    'texlive-xetex',
    ...FONTS,
  ],
  html: ['chromium', ...FONTS],
  docx: ['libreoffice-writer-nogui', ...FONTS],
  groff: ['groff'],
};

export type { Produce, ProduceJob };
