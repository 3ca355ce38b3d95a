import mammoth from 'mammoth';
import { ParseError } from '../errors';
import type { DocumentLines, Line } from '../layout/types';
import { decodeEntities, htmlToLines } from './html-lines';
import { guardZip } from './zip-guard';

/** Word's Title style holds the name in most templates; mammoth drops it without a mapping. */
const STYLE_MAP = ["p[style-name='Title'] => h1.title:fresh", "p[style-name='Subtitle'] => p:fresh"];

/** Images are never needed to read a resume; not reading them also avoids inflating them. */
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

const PAGE_HEADER = /^word\/header\d*\.xml$/;

/**
 * Word templates often put the name and contact details in the page header, which mammoth does
 * not convert. Its paragraphs are read here from the XML: text runs, and tabs as tabs.
 */
export function pageHeaderText(xml: string): string[] {
  return xml
    .split(/<\/w:p>/)
    .map((paragraph) =>
      decodeEntities(
        [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
          .map((m) => m[1] ?? '\t')
          .join(''),
      ).trim(),
    )
    .filter(Boolean);
}

function headerLines(parts: Map<string, Uint8Array>): Line[] {
  const texts = [...parts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, data]) => pageHeaderText(new TextDecoder().decode(data)));
  const unique = [...new Set(texts)];
  return htmlToLines(unique.map((t) => `<p>${t.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join(''));
}

/** Reads a DOCX into lines, after checking the archive is safe to unpack. */
export async function readDocx(bytes: Uint8Array): Promise<DocumentLines> {
  const pageHeaders = guardZip(bytes, (name) => PAGE_HEADER.test(name));
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        styleMap: STYLE_MAP,
        convertImage: skipImages,
        externalFileAccess: false,
        ignoreEmptyParagraphs: true,
      },
    );
    html = result.value;
  } catch (error) {
    throw new ParseError('corrupt', 'This DOCX file could not be read. It may be damaged.', { cause: error });
  }
  const body = htmlToLines(html);
  const bodyTexts = new Set(body.map((l) => l.text));
  const header = headerLines(pageHeaders).filter((l) => !bodyTexts.has(l.text));
  return { lines: [...header, ...body], wraps: false };
}
