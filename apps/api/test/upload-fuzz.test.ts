import { resumeSchema } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import {
  flateBombPdf,
  hostileInputs,
  mutations,
  nestedGraphicsStatesPdf,
  random,
  sampleResumeDocx,
  sampleResumePdf,
  sampleResumeTxt,
} from '@resume/parser/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes, users } from '../src/db/schema';
import { HttpError } from '../src/lib/http-error';
import { uploadResume } from '../src/modules/resumes/upload-service';
import { findUserById, type UserRow } from '../src/modules/users/repo';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';
import { uploadFile } from './support/uploads';

/**
 * Thousands of damaged and hostile files through the upload path: most straight into the upload
 * service (with the real CPU pool and database), every fifth over HTTP. Each must end in a new
 * resume or a clear 4xx, within the time limit, without the process's memory running away, and
 * the server must still answer afterwards.
 */

const TIME_LIMIT_MS = 3_000;
/** Killing a worker and answering takes a moment beyond the limit itself. */
const SLACK_MS = 1_500;
const CASES_PER_MUTATION = 100;
const MB = 1024 * 1024;
const residentMb = () => process.memoryUsage.rss() / MB;

type Case = { name: string; bytes: Uint8Array; viaHttp: boolean };
type Answer = { status: number; detail: string };
type Outcome = Answer & { name: string; ms: number; growthMb: number };

let t: TestApp;
let user: UserRow;
let token: string;
/** Low enough that the 2 GB inflation meets it within the time limit. */
const GROWTH_LIMIT_MB = 400;

beforeAll(async () => {
  t = await createTestApp(
    { uploadReadTimeoutMs: TIME_LIMIT_MS },
    { size: 1, taskGrowthLimitMb: GROWTH_LIMIT_MB },
  );
  token = (await newGuest(t)).access_token;
  const me = await t.request<{ id: string }>('/api/v1/user/me', { token });
  // Pro, so the free-tier limit never cuts the run short.
  await t.deps.db.update(users).set({ premiumUnlimited: true }).where(eq(users.id, me.body.id));
  user = (await findUserById(t.deps.db, me.body.id))!;
}, 60_000);
afterAll(() => t.close());

async function seeds(): Promise<Record<string, Uint8Array>> {
  const rendered = await t.deps.cpu.run(
    { kind: 'render', data: completeResume(), options: { template: 'classic' } },
    30_000,
  );
  return {
    pdf: sampleResumePdf(),
    // A real export: embedded fonts, compressed streams, several pages.
    rendered,
    docx: await sampleResumeDocx(),
    txt: new TextEncoder().encode(sampleResumeTxt),
  };
}

async function cases(): Promise<Case[]> {
  const all: Case[] = [];
  const rand = random(20_240_607);
  for (const [type, seed] of Object.entries(await seeds())) {
    for (const [mutation, mutate] of Object.entries(mutations)) {
      for (let i = 0; i < CASES_PER_MUTATION; i++) {
        all.push({
          name: `${type} ${mutation} #${i}`,
          bytes: mutate(seed, rand),
          viaHttp: all.length % 5 === 0,
        });
      }
    }
  }
  const hostile: [string, Uint8Array][] = [
    ...hostileInputs(),
    ['pdf inflating to 2 GB', flateBombPdf(2_000)],
    // About fifteen seconds of pdf.js work: only the time limit ends it.
    ['pdf with 20,000 nested graphics states', nestedGraphicsStatesPdf(20_000)],
  ];
  for (const [name, bytes] of hostile) all.push({ name, bytes, viaHttp: true });
  return all;
}

async function upload(item: Case): Promise<Answer> {
  if (item.viaHttp) {
    const res = await uploadFile(t, token, item.bytes, { fileName: 'fuzz.bin' });
    if (res.status === 201) expect(resumeSchema.safeParse(res.body.resume).success).toBe(true);
    return { status: res.status, detail: typeof res.body.detail === 'string' ? res.body.detail : '' };
  }
  try {
    const result = await uploadResume(t.deps, { user, address: '127.0.0.1' }, async () => ({
      bytes: item.bytes,
      fileName: 'fuzz.bin',
    }));
    expect(result.resume.source).toBe('upload');
    return { status: 201, detail: '' };
  } catch (error) {
    if (error instanceof HttpError && typeof error.detail === 'string') {
      return { status: error.statusCode, detail: error.detail };
    }
    throw new Error(`${item.name}: ${error instanceof Error ? error.stack : String(error)}`);
  }
}

/** A short name for the reason, for the summary. */
function reason({ status, detail }: Answer): string {
  if (status === 201) return 'created';
  const known: [RegExp, string][] = [
    [/took too long/, 'time limit'],
    [/memory/, 'memory limit'],
    [/No text/i, 'no text'],
    [/password/, 'encrypted'],
    [/pages/, 'too many pages'],
  ];
  return `${status} ${known.find(([pattern]) => pattern.test(detail))?.[1] ?? (status === 422 ? 'unreadable' : 'refused')}`;
}

/** A replacement worker loads from TypeScript source for about two seconds; not the next case's time. */
async function warmUp() {
  await t.deps.cpu.run({ kind: 'parse', bytes: new TextEncoder().encode('Warm up'), maxPages: 1 }, 30_000);
}

describe('upload fuzz', () => {
  it('answers every damaged or hostile file with a resume or a clear 4xx, in time and memory', async () => {
    const all = await cases();
    await warmUp();
    // How far resident memory rose above where it stood when each case began.
    let caseStartMb = residentMb();
    let casePeakMb = caseStartMb;
    const sample = setInterval(() => {
      casePeakMb = Math.max(casePeakMb, residentMb());
    }, 25);
    const started = Date.now();
    const outcomes: Outcome[] = [];
    for (const item of all) {
      caseStartMb = residentMb();
      casePeakMb = caseStartMb;
      const begun = Date.now();
      const answer = await upload(item);
      outcomes.push({
        name: item.name,
        ...answer,
        ms: Date.now() - begun,
        growthMb: casePeakMb - caseStartMb,
      });
      if (/time limit|memory limit/.test(reason(answer))) await warmUp();
    }
    clearInterval(sample);

    const counts: Record<string, number> = {};
    for (const outcome of outcomes) counts[reason(outcome)] = (counts[reason(outcome)] ?? 0) + 1;
    const most = (key: 'ms' | 'growthMb') => outcomes.reduce((a, b) => (b[key] > a[key] ? b : a));
    const [slowest, hungriest] = [most('ms'), most('growthMb')];
    console.log(
      `upload fuzz: ${outcomes.length} files (${all.filter((c) => c.viaHttp).length} over HTTP) in ${((Date.now() - started) / 1000).toFixed(1)} s;`,
      `slowest ${slowest.ms} ms (${slowest.name}); most memory +${Math.round(hungriest.growthMb)} MB (${hungriest.name});`,
      counts,
    );

    expect(outcomes.length).toBeGreaterThanOrEqual(2_000);
    for (const outcome of outcomes) {
      expect([201, 413, 415, 422], `${outcome.name}: ${outcome.status}`).toContain(outcome.status);
      if (outcome.status !== 201) expect(outcome.detail, outcome.name).toMatch(/\w{3,}/);
      expect(outcome.ms, outcome.name).toBeLessThan(TIME_LIMIT_MS + SLACK_MS);
    }
    // The mutations must produce both readable and unreadable files, or they test nothing.
    expect(counts.created).toBeGreaterThan(200);
    expect(outcomes.length - (counts.created ?? 0)).toBeGreaterThan(500);
    expect(outcomes.find((o) => o.name.includes('nested graphics states'))?.detail).toMatch(/took too long/);
    expect(outcomes.find((o) => o.name.includes('2 GB'))?.status).toBe(422);
    expect(hungriest.growthMb).toBeLessThan(GROWTH_LIMIT_MB + 300);

    // Never a half-created resume: exactly one stored per success.
    const [stored] = await t.deps.db.select({ n: count() }).from(resumes).where(eq(resumes.userId, user.id));
    expect(stored?.n).toBe(counts.created);
    expect((await t.request('/healthz')).status).toBe(200);
    expect((await uploadFile(t, token, sampleResumeTxt)).status).toBe(201);
  }, 180_000);
});
