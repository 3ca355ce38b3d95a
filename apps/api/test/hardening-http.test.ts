import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HEADER_SIZE, MAX_URL_LENGTH } from '../src/plugins/app/error-handler';
import { securityHeaders } from '../src/plugins/app/security-headers';
import { askAi, guestWithResume } from './support/ai-streams';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

const HSTS = 'max-age=31536000; includeSubDomains';
const SECURITY_HEADERS = securityHeaders('development');

let webDir: string;
let prod: TestApp;
let dev: TestApp;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'rc-web-'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  prod = await createTestApp({ env: 'production', webDistDir: webDir });
  dev = await createTestApp({ env: 'development', webDistDir: webDir });
});
afterAll(async () => {
  await prod.close();
  await dev.close();
  await rm(webDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Headers; text: string };

/** A real request over HTTP, so that Node's own parser and limits are in the way. */
async function get(t: TestApp, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${t.url}${path}`, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The same request through Fastify's inject (no HTTP parser, no header limit). */
async function inject(t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await t.app.inject({ url, headers });
  return {
    status: res.statusCode,
    headers: new Headers(res.headers as Record<string, string>),
    text: res.body,
  };
}

function expectSecurityHeaders(res: Answer) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(res.headers.get(name), name).toBe(value);
}

function expectDetail(res: Answer, status: number, detail: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(JSON.parse(res.text)).toEqual({ detail });
  expectSecurityHeaders(res);
}

const longId = 'a'.repeat(101);
const longQuery = `?q=${'x'.repeat(MAX_URL_LENGTH)}`;

describe('Strict-Transport-Security', () => {
  const paths = [
    ['/healthz', 200],
    ['/builder', 200],
    ['/api/v1/nope', 404],
    ['/api/v1/user/me', 401],
    [`/api/v1/resumes/${longId}`, 404],
    ['/%zz', 400],
    [`/api/v1/resumes${longQuery}`, 414],
  ] as const;

  it.each(paths)('is on every answer in production: %s (%i)', async (path, status) => {
    const res = await get(prod, path);
    expect(res.status).toBe(status);
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    expectSecurityHeaders(res);
  });

  it.each(paths)('is not sent in development: %s (%i)', async (path, status) => {
    const res = await get(dev, path);
    expect(res.status).toBe(status);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expectSecurityHeaders(res);
  });

  it('is not sent in tests either', () => {
    expect(securityHeaders('test')).toEqual(SECURITY_HEADERS);
    expect(securityHeaders('production')).toEqual({ ...SECURITY_HEADERS, 'strict-transport-security': HSTS });
  });

  it('is on a streamed AI answer, written past Fastify', async () => {
    const { token, resumeId } = await guestWithResume(prod);
    const stream = await askAi(prod, 'summary', token, { resume_id: resumeId });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('strict-transport-security')).toBe(HSTS);
  });

  it('is on the answer to headers too large for Node to read', async () => {
    const res = await get(prod, '/healthz', { 'x-big': 'x'.repeat(MAX_HEADER_SIZE) });
    expectDetail(res, 431, 'Request headers are too large');
    expect(res.headers.get('strict-transport-security')).toBe(HSTS);
  });
});

describe('over-long ids and URLs', () => {
  let token: string;
  beforeAll(async () => {
    token = (await newGuest(dev)).access_token;
  });

  it.each([
    ['GET', `/api/v1/resumes/${longId}`],
    ['PUT', `/api/v1/resumes/${longId}`],
    ['DELETE', `/api/v1/resumes/${longId}`],
    ['POST', `/api/v1/resumes/${longId}/duplicate`],
    ['POST', `/api/v1/resumes/${longId}/analysis`],
    ['GET', `/api/v1/resumes/${longId}/export?format=txt`],
    ['PATCH', `/api/v1/users/${longId}/premium/enable`],
  ])('%s %s: an id longer than any route takes is JSON 404', async (method, url) => {
    // Every resume endpoint says the same of a resume that is not the caller's (API.md).
    const detail = url.startsWith('/api/v1/resumes/') ? 'Resume not found' : 'Not found';
    const authorization = `Bearer ${token}`;
    const injected = await dev.app.inject({ method: method as 'GET', url, headers: { authorization } });
    expect(injected.statusCode).toBe(404);
    expect(injected.json()).toEqual({ detail });
    expect(injected.headers['x-frame-options']).toBe('DENY');
    const res = await fetch(`${dev.url}${url}`, { method, headers: { authorization } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail });
    expect(res.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['content-security-policy']);
  });

  it('an id that fits the route but cannot exist is the contract 404', async () => {
    const res = await dev.request(`/api/v1/resumes/${'a'.repeat(100)}`, { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Resume not found' });
  });

  it.each([
    [`/api/v1/resumes${longQuery}`],
    [`/api/v1/resumes/${'b'.repeat(MAX_URL_LENGTH)}`],
    [`/${'c'.repeat(MAX_URL_LENGTH)}`],
    [`/builder${longQuery}`],
  ])('a URL over 8 KiB is JSON 414, through inject and over HTTP: %#', async (url) => {
    expectDetail(await inject(dev, url), 414, 'URL is too long');
    expectDetail(await get(dev, url), 414, 'URL is too long');
  });

  it('a URL up to 8 KiB is served as usual (the app page)', async () => {
    const url = `/builder?q=${'x'.repeat(MAX_URL_LENGTH - '/builder?q='.length)}`;
    const res = await get(dev, url);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
  });

  it('a URL past what Node reads at all is JSON 431, not a bare answer', async () => {
    expectDetail(await get(dev, `/${'d'.repeat(MAX_HEADER_SIZE)}`), 431, 'Request headers are too large');
  });

  it('a request Node cannot parse is JSON 400', async () => {
    const { port } = new URL(dev.url);
    const raw = await new Promise<string>((resolve, reject) => {
      let data = '';
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(raw).toContain('x-frame-options: DENY');
    expect(raw.endsWith('\r\n\r\n{"detail":"Bad request"}')).toBe(true);
  });
});

describe('odd paths outside the API', () => {
  it.each([
    [`/${'e'.repeat(5000)}`],
    ['/x%00y'],
    ['/%F0%9F%98%80/deep/link'],
    ['/assets/%2e%2e/%2e%2e/package.json'],
  ])('%s serves the app page', async (path) => {
    const res = await get(dev, path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expectSecurityHeaders(res);
  });

  it.each([['/%zz'], ['/api/v1/resumes/%zz']])('%s, a malformed escape, is JSON 400', async (path) => {
    expectDetail(await get(dev, path), 400, 'Invalid URL');
    expectDetail(await inject(dev, path), 400, 'Invalid URL');
  });
});

/** Headers whose values change from one answer to the next: checked for presence only. */
const VOLATILE = new Set(['date', 'x-request-id', 'etag', 'last-modified', 'content-length']);

/** Every header of a real HTTP answer, volatile values replaced by a marker. */
async function headersOf(t: TestApp, path: string, init: RequestInit = {}) {
  const res = await fetch(`${t.url}${path}`, { redirect: 'manual', ...init });
  await res.text();
  const seen: Record<string, string> = {};
  for (const [name, value] of res.headers) seen[name] = VOLATILE.has(name) ? '<varies>' : value;
  if (seen['content-security-policy'])
    seen['content-security-policy'] = cspDirectives(seen['content-security-policy']);
  return { status: res.status, headers: seen };
}

/** A CSP by its meaning: each directive once, in any order, spaced either way. */
const cspDirectives = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/).join(' '))
    .filter(Boolean)
    .sort()
    .join('; ');

/** The security headers every answer carries (helmet's, with our CSP); the CSP as cspDirectives gives it. */
const CSP = cspDirectives(
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; worker-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
);
const SECURITY = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const CONNECTION = { connection: 'keep-alive', 'keep-alive': 'timeout=72', date: '<varies>' };
const JSON_ANSWER = {
  ...CONNECTION,
  'content-length': '<varies>',
  'content-type': 'application/json; charset=utf-8',
  'x-request-id': '<varies>',
};
const HTML_PAGE = {
  ...CONNECTION,
  'accept-ranges': 'bytes',
  'cache-control': 'no-cache',
  'content-length': '<varies>',
  'content-type': 'text/html; charset=utf-8',
  etag: '<varies>',
  'last-modified': '<varies>',
  vary: 'accept-encoding',
  'x-request-id': '<varies>',
};

describe('response headers: every header, nothing more, nothing less', () => {
  for (const [env, app, hsts] of [
    ['production', () => prod, { 'strict-transport-security': HSTS }],
    ['development', () => dev, {}],
  ] as const) {
    describe(env, () => {
      it('an HTML page', async () => {
        expect(await headersOf(app(), '/')).toEqual({
          status: 200,
          headers: { ...HTML_PAGE, ...SECURITY, ...hsts },
        });
      });

      it('an API JSON answer', async () => {
        expect(await headersOf(app(), '/api/v1/auth/guest', { method: 'POST' })).toEqual({
          status: 201,
          headers: { ...JSON_ANSWER, ...SECURITY, ...hsts },
        });
      });

      it('an error answer', async () => {
        expect(await headersOf(app(), '/api/v1/user/me')).toEqual({
          status: 401,
          headers: { ...JSON_ANSWER, ...SECURITY, ...hsts },
        });
      });

      it('an unknown API route', async () => {
        expect(await headersOf(app(), '/api/v1/no-such-route')).toEqual({
          status: 404,
          headers: { ...JSON_ANSWER, ...SECURITY, ...hsts },
        });
      });
    });
  }
});
