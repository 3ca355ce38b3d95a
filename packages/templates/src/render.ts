import { pdf } from '@react-pdf/renderer';
import type { ResumeData } from '@resume/core';
import { createElement } from 'react';
import type { Paper } from './blocks/page';
import { ResumeDocument } from './document';
import { templateLayout } from './templates';

export type RenderResumeOptions = {
  template: string;
  /** The paper unless the resume's design names one (default: the person's country's). */
  paper?: Paper;
  watermark?: boolean;
  title?: string;
};

/**
 * react-pdf's document byte stream: a Readable of Buffers in Node, an emitter in the browser build
 * whose chunks may be plain arrays (react-pdf's own toBlob() converts them the same way).
 */
type ChunkStream = {
  on(event: 'data', listener: (chunk: Uint8Array | ArrayLike<number>) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
};

export function collect(stream: ChunkStream): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    stream.on('data', (chunk) => {
      const bytes = chunk instanceof Uint8Array ? chunk : Uint8Array.from(chunk);
      chunks.push(bytes);
      length += bytes.length;
    });
    stream.on('error', reject);
    stream.on('end', () => {
      const bytes = new Uint8Array(length);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(bytes);
    });
  });
}

/**
 * Renders a resume to PDF bytes. The same function runs on the server and in the browser:
 * react-pdf's `toBuffer()` hands back the document's byte stream in both builds (Node's Readable,
 * or the browser build's emitter), so no environment switch and no Blob round trip is needed.
 * Throws on an unknown template id before any work is done.
 */
export async function renderResumePdf(data: ResumeData, opts: RenderResumeOptions): Promise<Uint8Array> {
  // Checked here too: an error thrown while React renders would surface as a log, not a rejection.
  templateLayout(opts.template);
  const element = createElement(ResumeDocument, {
    data,
    template: opts.template,
    paper: opts.paper,
    watermark: opts.watermark,
    title: opts.title,
  });
  return collect(await pdf(element).toBuffer());
}
