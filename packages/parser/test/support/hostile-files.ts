import { constants, deflateRawSync } from 'node:zlib';
import { buildPdf, sampleResumePdf } from './tiny-pdf';
import { buildZip, minimalDocx } from './zip';

/** A seeded generator, so a failing case can be replayed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Mutation = (bytes: Uint8Array, rand: () => number) => Uint8Array;
const at = (rand: () => number, n: number) => Math.floor(rand() * n);

/** Damage of the kinds real files suffer: flipped bits, cut-off downloads, zeroed or doubled blocks. */
export const mutations: Record<string, Mutation> = {
  flipBits: (bytes, rand) => {
    const out = bytes.slice();
    for (let i = 0, n = 1 + at(rand, 8); i < n; i++) out[at(rand, out.length)]! ^= 1 << at(rand, 8);
    return out;
  },
  truncate: (bytes, rand) => bytes.slice(0, at(rand, bytes.length)),
  zeroRange: (bytes, rand) => {
    const out = bytes.slice();
    const start = at(rand, out.length);
    out.fill(0, start, start + 1 + at(rand, 512));
    return out;
  },
  randomRange: (bytes, rand) => {
    const out = bytes.slice();
    const start = at(rand, out.length);
    for (let i = start; i < Math.min(out.length, start + 64); i++) out[i] = at(rand, 256);
    return out;
  },
  duplicateRange: (bytes, rand) => {
    const start = at(rand, bytes.length);
    const piece = bytes.slice(start, start + at(rand, 2048));
    const insertAt = at(rand, bytes.length);
    return new Uint8Array([...bytes.subarray(0, insertAt), ...piece, ...bytes.subarray(insertAt)]);
  },
};

const text = (s: string) => new TextEncoder().encode(s);

/**
 * The sample resume PDF with its text drawn inside `levels` nested graphics states. pdf.js reads
 * them in quadratic time: 4,000 levels cost about a second, 20,000 about fifteen.
 */
export function nestedGraphicsStatesPdf(levels: number): Uint8Array {
  const pdf = new TextDecoder('latin1').decode(sampleResumePdf());
  return text(pdf.replace('BT', `${'q '.repeat(levels)}BT`));
}

/** A one-page PDF whose page content is the given stream, written as bytes (it may be binary). */
function pdfWithContent(streamDictionary: string, stream: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? text(part) : part;
    parts.push(bytes);
    length += bytes.byteLength;
  };
  add('%PDF-1.4\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ];
  objects.forEach((body, i) => {
    offsets.push(length);
    add(`${i + 1} 0 obj\n${body}\nendobj\n`);
  });
  offsets.push(length);
  add(`4 0 obj\n<< ${streamDictionary} /Length ${stream.byteLength} >>\nstream\n`);
  add(stream);
  add('\nendstream\nendobj\n');
  const xref = length;
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  add(
    `xref\n0 5\n0000000000 65535 f \n${entries}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A PDF of about `megabytes` / 1000 MB whose page content inflates to `megabytes` MB of spaces.
 * Built from one compressed megabyte repeated (each ends on a full flush, so copies chain), so
 * making it costs no memory; pdf.js does not check the checksum, which is left zero.
 */
export function flateBombPdf(megabytes: number): Uint8Array {
  const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  const header = Uint8Array.of(0x78, 0x9c);
  const lastBlockAndChecksum = Uint8Array.of(0x03, 0x00, 0, 0, 0, 0);
  const stream = Buffer.concat([
    header,
    ...Array<Uint8Array>(megabytes).fill(megabyte),
    lastBlockAndChecksum,
  ]);
  return pdfWithContent('/Filter /FlateDecode', stream);
}

/** Hand-made hostile files: each must be refused with a ParseError or read, quickly. */
export function hostileInputs(): [string, Uint8Array][] {
  const pdf = new TextDecoder('latin1').decode(sampleResumePdf());
  const nested = '['.repeat(50_000) + ']'.repeat(50_000);
  return [
    ['empty', new Uint8Array()],
    ['pdf header only', text('%PDF-1.7')],
    ['zip header only', text('PK\u0003\u0004word/document.xml')],
    ['broken xref offsets', text(pdf.replace(/\d{10} 00000 n/g, '0000000001 00000 n'))],
    ['no xref at all', text(pdf.slice(0, pdf.indexOf('xref')))],
    ['huge declared page count', text(pdf.replace(/\/Count \d+/, '/Count 2000000000'))],
    ['page tree that loops', text(pdf.replace(/\/Kids \[[^\]]*\]/, '/Kids [2 0 R 2 0 R]'))],
    ['deeply nested arrays', text(pdf.replace('/MediaBox', `/Junk ${nested} /MediaBox`))],
    ['deeply nested content', nestedGraphicsStatesPdf(4_000)],
    ['pdf stream inflating to 2 GB', flateBombPdf(2_000)],
    ['thousands of pages', buildPdf(Array.from({ length: 200 }, () => [{ text: 'x', x: 1, y: 1 }]))],
    [
      'docx zip bomb',
      buildZip([{ name: 'word/document.xml', data: new Uint8Array(40 * 1024 * 1024), declaredSize: 10 }]),
    ],
    ['docx deeply nested xml', minimalDocx(`${'<w:p>'.repeat(20_000)}${'</w:p>'.repeat(20_000)}`)],
    ['docx without a document part', buildZip([{ name: 'word/other.xml', data: text('<x/>') }])],
    ['text: one huge line', text('Experience '.repeat(100_000))],
    ['text: many headings', text('Skills\n'.repeat(20_000))],
    ['text: many dates', text('Jan 2020 - Present\n'.repeat(5_000))],
    ['text: bullets only', text('•\n- \n* \n'.repeat(3_000))],
    ['text: mixed scripts', text('محمد علي\n李小龙 | li@example.cn\n経験\n👩‍💻 Engineer 2019–2021\n')],
  ];
}
