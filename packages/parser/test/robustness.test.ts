import { resumeDataSchema } from '@resume/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ParseError, parseResume } from '../src/index';
import { hostileInputs, mutations, random } from './support/hostile-files';
import { sampleResumeDocx, sampleResumeTxt } from './support/sample-docx';
import { sampleResumePdf } from './support/tiny-pdf';

const text = (s: string) => new TextEncoder().encode(s);

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
    expect(outcomes.get('pdf stream inflating to 2 GB')).toBe('corrupt');
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
