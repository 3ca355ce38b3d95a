import { emptyResumeData, type ResumeData } from '@resume/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../e2e/support/server';
import { parseEvents } from './support/ai-streams';
import { type FakeOpenAi, startFakeOpenAi } from './support/fake-openai';
import { createTestApp } from './support/test-app';

/**
 * A deploy stops an instance with SIGTERM: what it accepted is finished, an AI answer still
 * streaming gets a grace period and then ends with an error and a refund, and the process exits
 * within 10 s. The real server process, run from source, on its own embedded database.
 */

const GRACE_MS = 800;
const resume: ResumeData = {
  ...emptyResumeData(),
  first_name: 'Dana',
  last_name: 'Shutdown',
  summary: 'Keeps services running through deploys.',
  experience: [
    {
      job_title: 'Engineer',
      company: 'Acme',
      company_description: '',
      city: '',
      country: '',
      start_date: '2020-01',
      end_date: null,
      is_current: true,
      achievements: ['Moved 40 services to Kubernetes'],
    },
  ],
};

let fake: FakeOpenAi;
let server: RunningServer;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startServer({
    fromSource: true,
    keepData: true,
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'fake-model',
      AI_BASE_URL: fake.baseUrl,
      AI_SHUTDOWN_GRACE_MS: String(GRACE_MS),
      WORKER_POOL_SIZE: '2',
    },
  });
}, 60_000);
afterAll(async () => {
  await server.stop();
  await fake.close();
});

async function api<T>(
  path: string,
  init: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function guestWithResume() {
  const { body: tokens } = await api<{ access_token: string }>('/auth/guest', { body: {} });
  const created = await api<{ id: string }>('/resumes', {
    token: tokens.access_token,
    body: { data: resume },
  });
  expect(created.status).toBe(201);
  return { token: tokens.access_token, resumeId: created.body.id };
}

/** A short request during the drain; status 0 when the connection was refused. */
async function probe(path: string): Promise<{ status: number; body: unknown; connection: string | null }> {
  try {
    const response = await fetch(`${server.url}${path}`);
    return {
      status: response.status,
      body: await response.json(),
      connection: response.headers.get('connection'),
    };
  } catch {
    return { status: 0, body: null, connection: null };
  }
}

/** An export as the client sees it; 0 when the connection was refused or reset before an answer. */
async function exportPdf(token: string, resumeId: string) {
  try {
    const response = await fetch(`${server.url}/api/v1/resumes/${resumeId}/export?format=pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, pdf: new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-' };
  } catch {
    return { status: 0, pdf: false };
  }
}

describe('stopping the server', () => {
  it('finishes every accepted export, ends an AI answer refunded after its grace, and exits within 10 s', async () => {
    const exporters = await Promise.all(Array.from({ length: 10 }, guestWithResume));
    // A serving instance's render workers are warm; on a busy machine the start-up warm-up alone
    // can outlast the 10 s a stop may take.
    const warm = await Promise.all(exporters.slice(0, 2).map((e) => exportPdf(e.token, e.resumeId)));
    expect(warm.map((r) => r.status)).toEqual([200, 200]);
    const writer = await guestWithResume();
    const creditsBefore = (await api<{ credits: number }>('/user/me', { token: writer.token })).body.credits;

    // An answer that would take a minute: one piece a second.
    fake.behave({ kind: 'stream', chunks: Array.from({ length: 60 }, (_, i) => `word${i} `), gapMs: 1_000 });
    const answer = fetch(`${server.url}/api/v1/ai/improve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ resume_id: writer.resumeId, field: 'experience.0.achievements.0' }),
    }).then((response) => response.text());
    const exports = exporters.flatMap(({ token, resumeId }) => [
      exportPdf(token, resumeId),
      exportPdf(token, resumeId),
    ]);
    // The answer has reached the model before the stop; the exports have had time to arrive.
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stoppedAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    // While it drains it still answers, rather than refusing connections: not ready (the load
    // balancer stops sending it work), alive, and a request the balancer still sends is served,
    // its connection closed after it.
    await expect
      .poll(async () => (await probe('/readyz')).status, { timeout: 2_000, interval: 20 })
      .toBe(503);
    expect(await probe('/readyz')).toMatchObject({ status: 503, body: { detail: 'Shutting down' } });
    expect((await probe('/healthz')).status).toBe(200);
    expect(await probe('/api/v1/templates')).toMatchObject({ status: 200, connection: 'close' });
    const results = await Promise.all(exports);
    const events = parseEvents(await answer);
    const code = await server.exited;
    const tookMs = Date.now() - stoppedAt;

    // Each export was taken and then finished as a whole PDF, or refused before any work: busy
    // (503), over its client address's share of the queue (429: every exporter here asks from
    // 127.0.0.1), or not yet arrived when the server stopped taking connections (refused or reset).
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    expect(accepted.every((r) => r.pdf)).toBe(true);
    const refusals = results.filter((r) => r.status !== 200).map((r) => r.status);
    expect(
      refusals.every((status) => status === 503 || status === 429 || status === 0),
      `refused with ${refusals.join(', ')}`,
    ).toBe(true);

    const last = events.at(-1);
    expect(last).toEqual({
      error: expect.stringContaining('The server restarted before the AI writer finished.'),
    });
    expect(JSON.stringify(last)).toContain('Your credit was refunded.');
    expect(events.filter((e) => 'chunk' in e).length).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    expect(tookMs).toBeGreaterThanOrEqual(GRACE_MS);

    // Nothing half-written: the same data directory opens again with the credit given back.
    server = await startServer({ fromSource: true, dataDir: server.dataDir });
    const me = await api<{ credits: number }>('/user/me', { token: writer.token });
    expect(me.body.credits).toBe(creditsBefore);
    const list = await api<unknown[]>('/resumes', { token: exporters[0]!.token });
    expect(list.body).toHaveLength(1);
  }, 90_000);
});

describe('readiness', () => {
  it('/readyz turns 503 while the instance drains; /healthz still says it is alive', async () => {
    const t = await createTestApp();
    try {
      expect((await t.request('/readyz')).status).toBe(200);
      t.deps.lifecycle.beginDrain();
      const ready = await t.request<{ detail: string }>('/readyz');
      expect(ready).toMatchObject({ status: 503, body: { detail: 'Shutting down' } });
      expect((await t.request('/healthz')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
