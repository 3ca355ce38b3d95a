import { resumeDataSchema } from '@resume/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ParseError, parseResume } from '../src/index';
import { sampleResumeDocx, sampleResumeTxt } from './support/sample-docx';
import { buildPdf, sampleResumePdf } from './support/tiny-pdf';
import { buildZip, minimalDocx } from './support/zip';

/** A seeded generator, so a failing case can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Mutation = (bytes: Uint8Array, rand: () => number) => Uint8Array;
const at = (rand: () => number, n: number) => Math.floor(rand() * n);

const mutations: Record<string, Mutation> = {
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

/** Hand-made hostile files: each must be refused with a ParseError or read, quickly. */
function hostileInputs(): [string, Uint8Array][] {
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
    // pdf.js reads nested graphics states in quadratic time: 4,000 levels cost about a second.
    ['deeply nested content', text(pdf.replace('BT', `${'q '.repeat(4_000)}BT`))],
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

interface Outcome {
  kind: 'ok' | string;
}

/** Parses with a time limit and checks the outcome is a valid result or a ParseError. */
async function check(name: string, bytes: Uint8Array): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: parseResume did not finish in 10 s`)), 10_000);
  });
  try {
    const result = await Promise.race([parseResume(bytes), timeout]);
    const valid = resumeDataSchema.safeParse(result.data);
    if (!valid.success) throw new Error(`${name}: result does not match ResumeData: ${valid.error.message}`);
    return { kind: 'ok' };
  } catch (error) {
    if (error instanceof ParseError) return { kind: error.code };
    throw new Error(
      `${name}: threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

describe('robustness', () => {
  const seeds: Record<string, Uint8Array> = {};

  beforeAll(async () => {
    seeds.pdf = sampleResumePdf();
    seeds.docx = await sampleResumeDocx();
    seeds.txt = text(sampleResumeTxt);
  });

  it('refuses or reads every hand-made hostile file', async () => {
    const outcomes = new Map<string, string>();
    for (const [name, bytes] of hostileInputs()) outcomes.set(name, (await check(name, bytes)).kind);
    if (process.env.FUZZ_REPORT) console.log(Object.fromEntries(outcomes));
    expect(outcomes.get('docx zip bomb')).toBe('corrupt');
    // pdf.js counts the real pages when the declared count is absurd.
    expect(outcomes.get('huge declared page count')).toMatch(/ok|too_many_pages|corrupt/);
    expect(outcomes.get('docx deeply nested xml')).toMatch(/ok|corrupt/);
    expect(outcomes.get('docx without a document part')).toBe('unsupported_type');
    expect(outcomes.get('thousands of pages')).toBe('too_many_pages');
    expect(outcomes.get('empty')).toBe('no_text');
    expect(outcomes.get('broken xref offsets')).toBe('ok');
  }, 60_000);

  // 3 file types × 5 mutations × 140 cases = 2,100 mutated files.
  it.each(['pdf', 'docx', 'txt'])(
    'survives 700 mutated %s files',
    async (type) => {
      const rand = random(type.length * 7919);
      const counts = new Map<string, number>();
      for (const [mutationName, mutate] of Object.entries(mutations)) {
        for (let i = 0; i < 140; i++) {
          const bytes = mutate(seeds[type]!, rand);
          const { kind } = await check(`${type} ${mutationName} #${i}`, bytes);
          counts.set(kind, (counts.get(kind) ?? 0) + 1);
        }
      }
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      // FUZZ_REPORT=1 prints the outcome counts, to see what the mutations produce.
      if (process.env.FUZZ_REPORT) console.log(type, Object.fromEntries(counts));
      expect(total).toBe(700);
      // Small damage often still reads; binary formats must also be refused, or the cases test nothing.
      expect(counts.get('ok') ?? 0).toBeGreaterThan(10);
      if (type !== 'txt') expect(total - (counts.get('ok') ?? 0)).toBeGreaterThan(50);
    },
    120_000,
  );
});
