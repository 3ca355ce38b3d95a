import { Document, Link, Page, pdf, Text, View } from '@react-pdf/renderer';
import { completeResume } from '@resume/core/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createElement as h, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderResumePdf } from '../src/index';
import { readPdf } from './pdf-text';

const fullResume = completeResume();

/**
 * The renderer remembers laid-out paragraphs across documents (patches/@react-pdf+layout) and
 * finds open fonts by identity (patches/pdfkit). What a person gets must not depend on what was
 * rendered before: these check that a remembered layout is only reused where it fits.
 */

const SENTENCE = 'Reduced the p95 latency of the tracking API from 900 ms to 120 ms with caching.';

const renderDocument = async (children: ReactNode): Promise<Uint8Array> => {
  const stream = await pdf(
    h(Document, null, h(Page, { size: 'A4', style: { padding: 40 } }, children)),
  ).toBuffer();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
};

/** How many lines the sentence took in each block, in page order. */
async function linesPerBlock(bytes: Uint8Array): Promise<number[]> {
  const reading = await readPdf(bytes);
  const ys = new Map<number, number>();
  for (const item of reading.pages[0]?.items ?? []) ys.set(Math.round(item.y), item.x);
  // Blocks are separated by a 100 pt gap; lines within a block are about 14 pt apart.
  const rows = [...ys.keys()].sort((a, b) => b - a);
  const blocks: number[] = [];
  rows.forEach((y, index) => {
    if (index === 0 || (rows[index - 1] as number) - y > 50) blocks.push(0);
    blocks[blocks.length - 1] = (blocks.at(-1) as number) + 1;
  });
  return blocks;
}

const block = (width: number) =>
  h(View, { style: { width, marginBottom: 100 } }, h(Text, { style: { fontSize: 10 } }, SENTENCE));

async function linkTargets(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const annotations = await (await doc.getPage(1)).getAnnotations();
    return annotations.map((annotation) => String(annotation.url ?? annotation.unsafeUrl ?? ''));
  } finally {
    await doc.destroy();
  }
}

describe('a document rendered after others', () => {
  // Five two-page renders, the first loading fonts: beside the other render tests, more than 5 s.
  it('lays out a resume exactly as it did the first time', async () => {
    const first = await readPdf(await renderResumePdf(fullResume, { template: 'classic' }));
    await renderResumePdf(
      { ...fullResume, summary: `${fullResume.summary} Also a pilot.` },
      { template: 'classic' },
    );
    await renderResumePdf(fullResume, { template: 'classic', paper: 'LETTER', watermark: true });
    await renderResumePdf(fullResume, { template: 'modern' });
    const again = await readPdf(await renderResumePdf(fullResume, { template: 'classic' }));
    expect(again.pages).toEqual(first.pages);
  }, 30_000);

  it('wraps the same sentence to the width of each box it is in', async () => {
    const wideFirst = await linesPerBlock(await renderDocument([block(500), block(150)]));
    const narrowFirst = await linesPerBlock(await renderDocument([block(150), block(500)]));
    expect(wideFirst).toHaveLength(2);
    expect(wideFirst[0]).toBeLessThan(wideFirst[1] as number);
    expect(narrowFirst).toEqual([...wideFirst].reverse());
    // Laid out by two documents in a row, both widths are now kept for later ones.
    expect(await linesPerBlock(await renderDocument([block(150), block(500)]))).toEqual(narrowFirst);
    expect(await linesPerBlock(await renderDocument([block(500), block(150)]))).toEqual(wideFirst);
  });

  it('keeps a link on the text that has one, and only there', async () => {
    const plain = h(Text, { style: { fontSize: 10 } }, 'Portfolio site');
    const linked = h(
      Text,
      { style: { fontSize: 10 } },
      h(
        Link,
        { src: 'https://janedoe.dev', style: { color: 'black', textDecoration: 'none' } },
        'Portfolio site',
      ),
    );
    expect(await linkTargets(await renderDocument([plain, linked]))).toEqual(['https://janedoe.dev/']);
    expect(await linkTargets(await renderDocument([plain]))).toEqual([]);
    expect(await linkTargets(await renderDocument([linked, plain]))).toEqual(['https://janedoe.dev/']);
  });

  it('embeds each typeface it uses once, in every document', async () => {
    for (const template of ['classic', 'classic', 'sidebar']) {
      const raw = new TextDecoder('latin1').decode(await renderResumePdf(fullResume, { template }));
      // A font descriptor per embedded file, "/FontName /ABCDEF+NotoSans-Bold": the subset tag
      // differs per embedding, the name does not.
      const embedded = [...raw.matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]);
      expect(embedded.length).toBeGreaterThan(1);
      expect(new Set(embedded).size).toBe(embedded.length);
      expect(raw.match(/\/FontFile2 /g)?.length).toBe(embedded.length);
    }
  });
});
