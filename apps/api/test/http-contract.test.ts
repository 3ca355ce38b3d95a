import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let unlimited: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'rc-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><title>ResumeCraft</title><div id="root"></div>',
  );
  await writeFile(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: webDir, rateLimits: { guestPerHour: 3 } });
  unlimited = await createTestApp();
});
afterAll(() => Promise.all([t.close(), unlimited.close()]));

describe('errors have the {detail} shape', () => {
  it.each([['/api/v1/nope'], ['/api/nope'], ['/api/v1/resumes/123/unknown']])(
    'unknown %s answers JSON 404 with or without a bearer',
    async (path) => {
      const { access_token } = await newGuest(t);
      for (const token of [undefined, access_token]) {
        const res = await t.request<{ detail: string }>(path, { token });
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toContain('application/json');
        expect(res.body).toEqual({ detail: 'Not found' });
      }
    },
  );

  it('validation failures are 422 with the list form naming the field', async () => {
    const res = await t.request<{ detail: unknown }>('/api/v1/auth/refresh', { body: { refresh_token: 42 } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { msg: expect.any(String), loc: ['body', 'refresh_token'], type: expect.any(String) },
    ]);
  });

  it('malformed JSON is 400, never a stack trace', async () => {
    const res = await t.request<{ detail: string }>('/api/v1/auth/refresh', {
      method: 'POST',
      raw: '{"refresh_token": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Request body is not valid JSON');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|node_modules/);
  });

  it('a body over 1 MiB is 413', async () => {
    const res = await t.request('/api/v1/auth/refresh', {
      body: { refresh_token: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Request body is too large' });
  });

  it('an empty body labelled JSON is no body: a bodiless call succeeds, one needing a body is 422', async () => {
    const json = { 'content-type': 'application/json' };
    // This file's app allows 3 guests an hour, which the tests above have made.
    const { access_token } = await newGuest(unlimited);
    const auth = { ...json, authorization: `Bearer ${access_token}` };
    const created = await unlimited.request<{ id: string }>('/api/v1/resumes', {
      token: access_token,
      body: {},
    });
    const path = `/api/v1/resumes/${created.body.id}`;
    const duplicated = await unlimited.request(`${path}/duplicate`, {
      method: 'POST',
      raw: '',
      headers: auth,
    });
    expect(duplicated.status).toBe(201);
    expect((await unlimited.request(path, { method: 'DELETE', raw: '', headers: auth })).status).toBe(204);
    const guest = await unlimited.request('/api/v1/auth/guest', { method: 'POST', raw: '', headers: json });
    expect(guest.status).toBe(201);
    const refresh = await t.request('/api/v1/auth/refresh', { method: 'POST', raw: '', headers: json });
    expect(refresh.status).toBe(422);
  });

  it.each([
    ['plain text, which is no JSON either', 'text/plain', 'hello'],
    ['a form', 'application/x-www-form-urlencoded', 'refresh_token=x'],
  ])('a body of any type but JSON is 415: %s', async (_name, type, raw) => {
    const res = await t.request('/api/v1/auth/refresh', {
      method: 'POST',
      raw,
      headers: { 'content-type': type },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ detail: 'Unsupported content type' });
  });
});

describe('rate limits', () => {
  it('guest creation answers 429 with Retry-After past the hourly limit', async () => {
    const statuses: number[] = [];
    let last:
      | Awaited<ReturnType<typeof t.request<{ detail: { msg: string; retry_after: number } }>>>
      | undefined;
    for (let i = 0; i < 6; i++) {
      last = await t.request('/api/v1/auth/guest', { method: 'POST' });
      statuses.push(last.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last!.body.detail.retry_after).toBe(Number(last!.headers.get('retry-after')));
    expect(last!.body.detail.msg).toMatch(/try again later/);
  });
});

describe('health, readiness and docs', () => {
  it('liveness and readiness answer outside /api/v1', async () => {
    expect((await t.request('/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.request('/readyz')).body).toEqual({ status: 'ready' });
  });

  it('/api/docs is OpenAPI generated from the validating schemas', async () => {
    const res = await t.request<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      '/api/docs',
    );
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/guest',
        '/api/v1/auth/refresh',
        '/api/v1/user/me',
        '/api/v1/analytics/events',
        '/api/v1/ai/improve',
        '/api/v1/ai/writer',
        '/api/v1/credits',
      ]),
    );
    const refresh = res.body.paths['/api/v1/auth/refresh']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(refresh.requestBody.content['application/json']?.schema.required).toEqual(['refresh_token']);
  });
});

describe('the single-page app', () => {
  it.each([['/'], ['/builder'], ['/auth/reset-password?token=x']])(
    'deep link %s serves index.html',
    async (path) => {
      const res = await t.request<string>(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await t.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends security headers', async () => {
    const res = await t.request('/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toContain('blob:');
  });
});
