import type { Producer, Source } from '../grammar';

/** One file to produce: the grammar's source and where its PDF goes. */
export interface ProduceJob<P extends Producer = Producer> {
  source: Extract<Source, { producer: P }>;
  pdfPath: string;
}

/** Turns many sources of one producer into PDFs (in a batch: starting a browser or LibreOffice is slow). */
export type Produce<P extends Producer> = (jobs: ProduceJob<P>[]) => Promise<void>;
