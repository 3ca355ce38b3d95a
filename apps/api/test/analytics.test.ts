import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /analytics/events', () => {
  it('stores a batch against the caller', async () => {
    const guest = await newGuest(t);
    const ts = new Date().toISOString();
    const res = await t.request('/api/v1/analytics/events', {
      token: guest.access_token,
      body: {
        events: [
          { name: 'page_view', path: '/builder', ts },
          { name: 'page_view', path: '/refine', ts },
        ],
      },
    });
    expect(res.status).toBe(202);
    const rows = await t.deps.db.select().from(analyticsEvents);
    const mine = rows.filter((r) => r.path === '/builder' || r.path === '/refine');
    expect(mine).toHaveLength(2);
    expect(mine[0]?.userId).toBeTruthy();
  });

  it('accepts events without a bearer', async () => {
    const res = await t.request('/api/v1/analytics/events', {
      body: { events: [{ name: 'page_view', path: '/anon', ts: new Date().toISOString() }] },
    });
    expect(res.status).toBe(202);
  });

  it('rejects unknown event names with 422 naming the field', async () => {
    const res = await t.request<{ detail: { loc: unknown[] }[] }>('/api/v1/analytics/events', {
      body: { events: [{ name: 'hack', ts: new Date().toISOString() }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]?.loc).toEqual(['body', 'events', 0, 'name']);
  });
});
