import { sampleResumeTxt } from '@resume/parser/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askAi, guestWithResume } from './support/ai-streams';
import { createTestApp, type TestApp } from './support/test-app';
import { uploadFile } from './support/uploads';

const METRICS_TOKEN = 'metrics-token-for-the-test-scraper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: METRICS_TOKEN });
});
afterAll(() => t.close());

async function scrape(app: TestApp = t): Promise<string> {
  const res = await app.request<string>('/metrics', { token: METRICS_TOKEN });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series, e.g. `value(text, 'http_requests_total', { route: '/healthz' })`. */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        wanted.every((pair) => l.slice(0, l.lastIndexOf(' ')).includes(pair)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** A new guest uploads a file and exports a PDF: the two statuses (the PDF read to its end). */
async function uploadAndExport(app: TestApp): Promise<[upload: number, pdf: number]> {
  const { token, resumeId } = await guestWithResume(app);
  const upload = await uploadFile(app, token, sampleResumeTxt, { fileName: 'cv.txt' });
  const pdf = await fetch(`${app.url}/api/v1/resumes/${resumeId}/export?format=pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await pdf.arrayBuffer();
  return [upload.status, pdf.status];
}

describe('GET /metrics', () => {
  it('is a 404 when METRICS_TOKEN is not set, never the web app', async () => {
    const off = await createTestApp();
    try {
      expect(off.deps.metrics).toBeUndefined();
      const res = await off.request('/metrics', { token: METRICS_TOKEN });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found' });
    } finally {
      await off.close();
    }
  });

  it('wants the bearer: none, another scheme or a wrong one is 401 {detail}', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Basic ${METRICS_TOKEN}` },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: 'Bearer ' },
    ];
    for (const headers of attempts) {
      const res = await t.request<{ detail: string }>('/metrics', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body.detail).toEqual(expect.any(String));
      expect(JSON.stringify(res.body)).not.toContain('http_requests_total');
    }
  });

  it('counts and times requests by route pattern and status, never by the raw URL', async () => {
    const { token, resumeId } = await guestWithResume(t);
    expect((await t.request(`/api/v1/resumes/${resumeId}`, { token })).status).toBe(200);
    const missing = crypto.randomUUID();
    expect((await t.request(`/api/v1/resumes/${missing}`, { token })).status).toBe(404);
    expect((await t.request('/no/such/page')).status).toBe(404);
    const text = await scrape();
    const route = { method: 'GET', route: '/api/v1/resumes/:id' };
    expect(value(text, 'http_requests_total', { ...route, status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(value(text, 'http_requests_total', { ...route, status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(value(text, 'http_request_duration_seconds_count', { ...route, status_code: '200' })).toBe(
      value(text, 'http_requests_total', { ...route, status_code: '200' }),
    );
    expect(
      value(text, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(resumeId);
    expect(text).not.toContain(missing);
    expect(text).not.toContain('/no/such/page');
  });

  it('times upload parses and export renders, and shows the worker pools', async () => {
    expect(await uploadAndExport(t)).toEqual([201, 200]);
    const text = await scrape();
    const parsed = { kind: 'parse', outcome: 'ok' };
    const rendered = { kind: 'render', outcome: 'ok' };
    expect(value(text, 'resumecraft_cpu_task_duration_seconds_count', parsed)).toBe(1);
    expect(value(text, 'resumecraft_cpu_task_duration_seconds_count', rendered)).toBe(1);
    expect(value(text, 'resumecraft_cpu_task_duration_seconds_sum', rendered)).toBeGreaterThan(0);
    for (const pool of ['parse', 'render']) {
      expect(value(text, 'resumecraft_worker_pool_queue_length', { pool })).toBe(0);
      expect(value(text, 'resumecraft_worker_pool_busy_workers', { pool })).toBe(0);
      expect(value(text, 'resumecraft_worker_pool_size', { pool })).toBe(1);
    }
  });

  it('counts exports and uploads refused by a full pool as busy', async () => {
    const busy = await createTestApp({ metricsToken: METRICS_TOKEN }, { size: 1, maxQueue: 0 });
    try {
      expect(await uploadAndExport(busy)).toEqual([503, 503]);
      const text = await scrape(busy);
      for (const kind of ['parse', 'render']) {
        const refused = { kind, outcome: 'busy' };
        expect(value(text, 'resumecraft_cpu_task_duration_seconds_count', refused), kind).toBe(1);
      }
    } finally {
      await busy.close();
    }
  });

  it('counts AI streams started and ended, and credits spent', async () => {
    const before = await scrape();
    const { token, resumeId } = await guestWithResume(t);
    const res = await askAi(t, 'summary', token, { resume_id: resumeId });
    expect(res.status).toBe(200);
    const text = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) =>
      (value(text, name, labels) ?? 0) - (value(before, name, labels) ?? 0);
    expect(grew('resumecraft_ai_streams_started_total', { kind: 'summary' })).toBe(1);
    expect(grew('resumecraft_ai_streams_ended_total', { kind: 'summary', outcome: 'completed' })).toBe(1);
    expect(grew('resumecraft_ai_credits_spent_total')).toBe(1);
    expect(grew('resumecraft_ai_credits_refunded_total')).toBe(0);
  });

  it("reports the database pool's clients on PostgreSQL only", async () => {
    const text = await scrape();
    if (t.deps.database.kind === 'postgres') {
      expect(value(text, 'resumecraft_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(value(text, 'resumecraft_db_pool_idle_connections')).toEqual(expect.any(Number));
      expect(value(text, 'resumecraft_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('resumecraft_db_pool_');
    }
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('keeps one registry per app: a second app counts only its own requests', async () => {
    const other = await createTestApp({ metricsToken: METRICS_TOKEN });
    try {
      expect((await other.request('/healthz')).status).toBe(200);
      const text = await scrape(other);
      expect(value(text, 'http_requests_total', { route: '/healthz', status_code: '200' })).toBe(1);
      expect(value(text, 'http_requests_total', { route: '/api/v1/resumes/:id' })).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
