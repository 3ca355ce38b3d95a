import { guestAllowanceUsedMessage, LIMITS, NO_CREDITS_CODE, type Tokens } from '@resume/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/lib/rate-limit';
import { RedisRateLimitStore } from '../src/lib/redis-rate-limit-store';
import { signUp } from './support/accounts';
import { askAi, creditsLeft } from './support/ai-streams';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 34: 300 guests made from one client address in 4 s got 5 credits each. docs/product.md#credits:
 * guests' credits are bounded per client address, one allowance a day shared by every guest it makes. The
 * apps trust X-Forwarded-For here, so each test can speak from addresses of its own.
 */
const PER_DAY = LIMITS.freeAiCredits;
const from = (address: string) => ({ 'x-forwarded-for': address });
/** An address no earlier run used: Redis keeps a day's count for a day. */
const freshAddress = () => `10.${Array.from(crypto.getRandomValues(new Uint8Array(3))).join('.')}`;

async function guestFrom(t: TestApp, address: string): Promise<Tokens> {
  const res = await t.request<Tokens>('/api/v1/auth/guest', { method: 'POST', headers: from(address) });
  expect(res.status).toBe(201);
  return res.body;
}

const write = (t: TestApp, token: string, address: string) =>
  askAi(t, 'writer', token, { kind: 'achievements', prompt: 'responsible for reports' }, from(address));

const refusal = { detail: { msg: guestAllowanceUsedMessage(PER_DAY), code: NO_CREDITS_CODE } };

const spendable = async (t: TestApp, token: string, address: string) =>
  (await t.request<{ remaining: number }>('/api/v1/credits', { token, headers: from(address) })).body
    .remaining;

describe('guests share one AI allowance a day per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true, rateLimits: { aiPerMinute: 1_000 } });
  });
  afterAll(() => t.close());

  it(`many guests from one address get ${PER_DAY} answers in all; the refused keep their credits`, async () => {
    const address = freshAddress();
    const guests = await Promise.all(Array.from({ length: 40 }, () => guestFrom(t, address)));
    const answers = await Promise.all(
      guests.flatMap((g) => [write(t, g.access_token, address), write(t, g.access_token, address)]),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PER_DAY);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(answers.length - PER_DAY);
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(refusal);
    }
    const left = await Promise.all(guests.map((g) => creditsLeft(t, g.access_token)));
    const spent = left.reduce((sum, credits) => sum + (LIMITS.freeAiCredits - credits), 0);
    expect(spent).toBe(PER_DAY);
  });

  it('another address is unaffected', async () => {
    const crowded = freshAddress();
    const first = await guestFrom(t, crowded);
    for (let i = 0; i < PER_DAY; i++) expect((await write(t, first.access_token, crowded)).status).toBe(200);
    expect((await write(t, (await guestFrom(t, crowded)).access_token, crowded)).status).toBe(403);

    const elsewhere = freshAddress();
    const guest = await guestFrom(t, elsewhere);
    for (let i = 0; i < PER_DAY; i++)
      expect((await write(t, guest.access_token, elsewhere)).status).toBe(200);
    expect(await creditsLeft(t, guest.access_token)).toBe(0);
  });

  it("GET /credits shows a guest what it can spend: none once its address's allowance is used", async () => {
    const address = freshAddress();
    const spender = await guestFrom(t, address);
    expect(await spendable(t, spender.access_token, address)).toBe(PER_DAY);
    await write(t, spender.access_token, address);
    expect(await spendable(t, spender.access_token, address)).toBe(PER_DAY - 1);
    for (let i = 1; i < PER_DAY; i++) await write(t, spender.access_token, address);
    const newcomer = await guestFrom(t, address);
    expect(await spendable(t, newcomer.access_token, address)).toBe(0);
    const elsewhere = freshAddress();
    expect(await spendable(t, newcomer.access_token, elsewhere)).toBe(LIMITS.freeAiCredits);
  });

  it('a guest who signs up spends its own credits, whatever its address has used', async () => {
    const address = freshAddress();
    const spender = await guestFrom(t, address);
    for (let i = 0; i < PER_DAY; i++) await write(t, spender.access_token, address);
    const guest = await guestFrom(t, address);
    expect(await write(t, guest.access_token, address)).toMatchObject({ status: 403, body: refusal });

    const { tokens } = await signUp(t, { token: guest.access_token });
    expect((await write(t, tokens.access_token, address)).status).toBe(200);
    expect(await creditsLeft(t, tokens.access_token)).toBe(LIMITS.freeAiCredits - 1);
  });
});

// Two instances count one address's answers in one Redis (CI runs Redis beside PostgreSQL).
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'with Redis, every instance counts the same allowance',
  () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const apps: TestApp[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 2; i++) {
        const app = await createTestApp({ trustProxy: true, rateLimits: { aiPerMinute: 1_000 } });
        app.deps.limiter = new RateLimiter(new RedisRateLimitStore(redisUrl));
        apps.push(app);
      }
    });
    afterAll(async () => {
      for (const app of apps) {
        await app.deps.limiter.close();
        await app.close();
      }
    });

    it(`guests of one address on two instances get ${PER_DAY} answers in all`, async () => {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < PER_DAY + 3; i++) {
        const app = apps[i % 2]!;
        statuses.push((await write(app, (await guestFrom(app, address)).access_token, address)).status);
      }
      expect(statuses).toEqual([...Array(PER_DAY).fill(200), 403, 403, 403]);
      const newcomer = await guestFrom(apps[1]!, address);
      expect(await spendable(apps[1]!, newcomer.access_token, address)).toBe(0);
      const elsewhere = freshAddress();
      expect(
        (await write(apps[1]!, (await guestFrom(apps[1]!, elsewhere)).access_token, elsewhere)).status,
      ).toBe(200);
    });
  },
);
