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

/** Commands each producer runs, and the Debian packages that bring them. */
export const TOOLS: Record<Producer, { command: string; packages: string[] }[]> = {
  ours: [],
  latex: [
    {
      command: 'pdflatex',
      packages: [
        'texlive-latex-base',
        'texlive-latex-recommended',
        'texlive-latex-extra',
        'texlive-fonts-recommended',
        'lmodern',
      ],
    },
    { command: 'xelatex', packages: ['texlive-xetex', 'fonts-dejavu', 'fonts-liberation'] },
  ],
  html: [{ command: 'chromium', packages: ['chromium'] }],
  docx: [{ command: 'soffice', packages: ['libreoffice-writer-nogui', 'fonts-liberation', 'fonts-dejavu'] }],
  groff: [{ command: 'gropdf', packages: ['groff'] }],
};

export type { Produce, ProduceJob };
