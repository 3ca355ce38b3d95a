import { inflatedPart, LIMITS, NO_CREDITS_CODE, OFFLINE_WRITER_NAME } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema';
import {
  askAi,
  askAiAndStop,
  chunksOf,
  creditsLeft,
  endOf,
  guestWithResume,
  makePro,
  setCredits,
  waitForCredits,
} from './support/ai-streams';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Every guest here asks from 127.0.0.1: ai-guest-allowance.test.ts tests the address's allowance.
  t = await createTestApp({ rateLimits: { aiPerMinute: 1_000, guestAiPerAddressPerDay: 1_000 } });
});
afterAll(() => t.close());

const FIRST_ACHIEVEMENT = 'experience.0.achievements.0';
/** A resume whose second role opens with a weak line, which every writer rewrites. */
const weakLine = () => {
  const resume = completeResume();
  resume.experience[1]!.achievements[0] = 'Responsible for the PostgreSQL database migration.';
  return resume;
};
/** A resume whose first line is `line`. */
const withFirstLine = (line: string) => {
  const resume = completeResume();
  resume.experience[0]!.achievements[0] = line;
  return resume;
};
/** A duty the writer tells by its action, in one phrasing only. */
const DUTY = 'Responsible for migrating 40 services to Kubernetes across three regions with zero downtime';

describe('the offline writer answers every AI endpoint by default', () => {
  it('streams an improved achievement in small chunks, then the end with the writer and warnings', async () => {
    const { token, resumeId } = await guestWithResume(t, withFirstLine(DUTY));
    const res = await askAi(t, 'improve', token, { resume_id: resumeId, field: FIRST_ACHIEVEMENT });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-ai-writer')).toBe(OFFLINE_WRITER_NAME);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.events.filter((e) => 'chunk' in e).length).toBeGreaterThan(2);
    expect(endOf(res.events)).toEqual({ end: true, writer: OFFLINE_WRITER_NAME, warnings: [] });
    expect(chunksOf(res.events).trim().length).toBeGreaterThan(20);
  });

  it.each([
    ['summary', {}],
    ['tailor', { job_description: 'We need a backend engineer with Rust, gRPC and Terraform experience.' }],
    ['writer', { kind: 'cover_letter', prompt: 'Backend engineer at a logistics company' }],
  ])('%s streams an answer', async (path, extra) => {
    const { token, resumeId } = await guestWithResume(t);
    const res = await askAi(t, path, token, { resume_id: resumeId, ...extra });
    expect(res.status).toBe(200);
    expect(endOf(res.events)).toMatchObject({ end: true, writer: OFFLINE_WRITER_NAME });
    expect(chunksOf(res.events).length).toBeGreaterThan(40);
  });

  it('the AI Writer works without a resume', async () => {
    const { token } = await guestWithResume(t);
    const res = await askAi(t, 'writer', token, {
      kind: 'achievements',
      prompt: 'responsible for various reports',
    });
    expect(res.status).toBe(200);
    expect(chunksOf(res.events)).not.toMatch(/responsible for/i);
  });
});

describe('credits', () => {
  it(`a new user has ${LIMITS.freeAiCredits}; each answer spends one, shown on the user and GET /credits`, async () => {
    const { token, resumeId } = await guestWithResume(t);
    expect(await t.request('/api/v1/credits', { token })).toMatchObject({
      status: 200,
      body: { remaining: LIMITS.freeAiCredits, unlimited: false },
    });
    await askAi(t, 'summary', token, { resume_id: resumeId });
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits - 1);
    expect((await t.request('/api/v1/credits', { token })).body).toEqual({
      remaining: LIMITS.freeAiCredits - 1,
      unlimited: false,
    });
  });

  it("the built-in writer's guidance (what it can write) costs nothing; a rewrite costs one", async () => {
    const { token } = await guestWithResume(t);
    const asked = await askAi(t, 'writer', token, {
      kind: 'free',
      prompt: 'write a thank you note after an interview',
    });
    expect(chunksOf(asked.events)).toMatch(/^The built-in writer works without a language model/);
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits);
    await askAi(t, 'writer', token, {
      kind: 'free',
      prompt: 'I was responsible for managing the store team',
    });
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits - 1);
  });

  it('at zero credits: 403 no_credits before any stream, and nothing is spent below zero', async () => {
    const { token, resumeId, userId } = await guestWithResume(t);
    await setCredits(t, userId, 0);
    const res = await askAi(t, 'summary', token, { resume_id: resumeId });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: { msg: expect.stringMatching(/credits/), code: NO_CREDITS_CODE } });
    expect(await creditsLeft(t, token)).toBe(0);
  });

  it('20 concurrent requests against 1 credit give exactly one stream and 19 × 403', async () => {
    const { token, resumeId, userId } = await guestWithResume(t);
    await setCredits(t, userId, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => askAi(t, 'summary', token, { resume_id: resumeId })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(403)]);
    expect(await creditsLeft(t, token)).toBe(0);
  });

  it('an answer from the built-in writer stopped after text arrived is paid for', async () => {
    const { token, resumeId } = await guestWithResume(t);
    const got = await askAiAndStop(t, 'summary', token, { resume_id: resumeId }, 2);
    expect(got.trim()).not.toBe('');
    await waitForCredits(t, token, LIMITS.freeAiCredits - 1);
    // Nothing comes back later either: the stop is settled, not pending.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits - 1);
  });

  it('Pro users are unlimited and spend nothing', async () => {
    const { token, resumeId, userId } = await guestWithResume(t);
    await makePro(t, userId);
    for (let i = 0; i < LIMITS.freeAiCredits + 2; i++) {
      expect((await askAi(t, 'summary', token, { resume_id: resumeId })).status).toBe(200);
    }
    expect((await t.request('/api/v1/credits', { token })).body).toEqual({
      remaining: LIMITS.freeAiCredits,
      unlimited: true,
    });
  });
});

describe('"Try again" (issue 36): another answer, and the same answer again is free', () => {
  /** A weak line of a past role, which the built-in writer can phrase several ways. */

  it.each([
    ['summary', {}],
    ['improve', { field: 'experience.1.achievements.0' }],
  ])('%s: a retry (variant 1) writes another text than the first answer', async (path, extra) => {
    const { token, resumeId } = await guestWithResume(t, weakLine());
    const first = await askAi(t, path, token, { resume_id: resumeId, ...extra });
    const shown = chunksOf(first.events).trim();
    const again = await askAi(t, path, token, {
      resume_id: resumeId,
      ...extra,
      variant: 1,
      previous_answer: shown,
    });
    expect(again.status).toBe(200);
    expect(chunksOf(again.events).trim()).not.toBe(shown);
    // A new answer is a new answer: paid for, and not said to repeat.
    expect(endOf(again.events).repeated).toBeUndefined();
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits - 2);
  });

  it('a line with one good phrasing comes back the same on a retry, and that retry is free', async () => {
    const { token, resumeId } = await guestWithResume(t, withFirstLine(DUTY));
    const body = { resume_id: resumeId, field: FIRST_ACHIEVEMENT };
    const shown = chunksOf((await askAi(t, 'improve', token, body)).events).trim();
    const again = await askAi(t, 'improve', token, { ...body, variant: 1, previous_answer: shown });
    expect(chunksOf(again.events).trim()).toBe(shown);
    expect(endOf(again.events)).toMatchObject({ end: true, repeated: true });
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits - 1);
  });

  it('a rewrite that gives the line back as the person wrote it is free, and says so', async () => {
    const { token, resumeId } = await guestWithResume(t);
    const resume = completeResume();
    const res = await askAi(t, 'improve', token, { resume_id: resumeId, field: FIRST_ACHIEVEMENT });
    expect(chunksOf(res.events).trim().replace(/\.$/, '')).toBe(
      resume.experience[0]!.achievements[0]!.replace(/\.$/, ''),
    );
    expect(endOf(res.events)).toMatchObject({ end: true, repeated: true });
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits);
  });

  it('an answer identical to the one shown (spaces and case aside) is refunded and says so', async () => {
    const { token, resumeId } = await guestWithResume(t);
    const first = await askAi(t, 'summary', token, { resume_id: resumeId });
    const shown = chunksOf(first.events).trim();
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits - 1);
    // The same attempt again gives the same text: the built-in writer is deterministic.
    const previous_answer = `  ${shown.toUpperCase().replace(/ /g, '  ')}\n`;
    const again = await askAi(t, 'summary', token, { resume_id: resumeId, previous_answer });
    expect(again.status).toBe(200);
    expect(chunksOf(again.events).trim()).toBe(shown);
    expect(endOf(again.events)).toEqual({
      end: true,
      writer: OFFLINE_WRITER_NAME,
      warnings: [],
      repeated: true,
    });
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits - 1);
  });

  it('variant and previous_answer are bounded', async () => {
    const { token, resumeId } = await guestWithResume(t);
    for (const body of [
      { variant: 21 },
      { variant: -1 },
      { variant: 1.5 },
      { previous_answer: 'x'.repeat(6_001) },
    ]) {
      const res = await askAi(t, 'summary', token, { resume_id: resumeId, ...body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
    }
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits);
  });
});

describe('the part check (issue 36)', () => {
  it('the built-in writer keeps a supporting part supporting, in every variant, with no warning', async () => {
    const resume = completeResume();
    resume.experience[1]!.achievements[0] = 'Helped with the SOX audit and assisted the finance team.';
    const { token, resumeId, userId } = await guestWithResume(t, resume);
    await makePro(t, userId);
    for (const variant of [0, 1, 2]) {
      const res = await askAi(t, 'improve', token, {
        resume_id: resumeId,
        field: 'experience.1.achievements.0',
        variant,
      });
      const answer = chunksOf(res.events);
      expect(inflatedPart(resume.experience[1]!.achievements[0]!, answer), answer).toBeUndefined();
      expect(answer).not.toMatch(/\[/);
      expect(endOf(res.events).warnings.filter((w) => w.kind === 'inflated')).toEqual([]);
    }
  });
});

describe('errors before the stream are ordinary JSON errors', () => {
  it('401 without a bearer', async () => {
    const res = await askAi(t, 'summary', undefined, { resume_id: crypto.randomUUID() });
    expect(res.status).toBe(401);
    expect((await t.request('/api/v1/credits')).status).toBe(401);
  });

  it("404 for another user's resume and for a malformed id, without spending a credit", async () => {
    const owner = await guestWithResume(t);
    const other = await guestWithResume(t);
    for (const resumeId of [owner.resumeId, 'not-an-id', crypto.randomUUID()]) {
      const res = await askAi(t, 'improve', other.token, { resume_id: resumeId, field: FIRST_ACHIEVEMENT });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Resume not found' });
    }
    expect(await creditsLeft(t, other.token)).toBe(LIMITS.freeAiCredits);
  });

  it('422 naming the field for a path that is not improvable text, or empty', async () => {
    const { token, resumeId } = await guestWithResume(t);
    for (const field of ['email', 'experience.42.achievements.0', 'experience.0.start_date', '__proto__']) {
      const res = await askAi(t, 'improve', token, { resume_id: resumeId, field });
      expect(res.status, field).toBe(422);
      expect(res.body).toEqual({ detail: [expect.objectContaining({ loc: ['body', 'field'] })] });
    }
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits);
  });

  it('422 for a missing job description or an unknown writer kind', async () => {
    const { token, resumeId } = await guestWithResume(t);
    expect((await askAi(t, 'tailor', token, { resume_id: resumeId, job_description: '  ' })).status).toBe(
      422,
    );
    expect((await askAi(t, 'writer', token, { kind: 'poem', prompt: 'x' })).status).toBe(422);
  });

  it('422 naming the prompt when the writer has nothing to write from, and no credit spent', async () => {
    const { token, resumeId } = await guestWithResume(t);
    for (const body of [{ kind: 'free' }, { kind: 'cover_letter', prompt: '  ' }, { kind: 'summary' }]) {
      const res = await askAi(t, 'writer', token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ detail: [expect.objectContaining({ loc: ['body', 'prompt'] })] });
    }
    expect(await creditsLeft(t, token)).toBe(LIMITS.freeAiCredits);
    // A summary written from a chosen resume needs no prompt.
    expect((await askAi(t, 'writer', token, { kind: 'summary', resume_id: resumeId })).status).toBe(200);
  });
});

describe('rate limit', () => {
  it('30 requests a minute per user, then 429 with Retry-After', async () => {
    const limited = await createTestApp({ rateLimits: { aiPerMinute: 3 } });
    try {
      const { token, resumeId, userId } = await guestWithResume(limited);
      await makePro(limited, userId);
      for (let i = 0; i < 3; i++) {
        expect((await askAi(limited, 'summary', token, { resume_id: resumeId })).status).toBe(200);
      }
      const res = await askAi(limited, 'summary', token, { resume_id: resumeId });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body).toMatchObject({ detail: { retry_after: expect.any(Number) } });
    } finally {
      await limited.close();
    }
  });
});

describe('analytics', () => {
  it('records ai_request with kind, writer, outcome and latency, never the text', async () => {
    const { token, resumeId, userId } = await guestWithResume(t);
    const res = await askAi(t, 'improve', token, { resume_id: resumeId, field: FIRST_ACHIEVEMENT });
    const [row] = await t.deps.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.name, 'ai_request')));
    expect(row?.props).toEqual({
      kind: 'improve',
      writer: OFFLINE_WRITER_NAME,
      outcome: 'completed',
      latency_ms: expect.any(Number),
      first_chunk_ms: expect.any(Number),
    });
    expect(JSON.stringify(row?.props)).not.toContain(chunksOf(res.events).slice(0, 12));
  });
});
