import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_LINK_SLUG, type PublicLinkState, type PublicLinkStats, type Resume } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { WATERMARK_TEXT } from '@resume/templates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { urlWithoutSecrets } from '../src/lib/log-serializers';
import { PUBLIC_PAGE_RULES } from '../src/modules/public-links/public-routes';
import { signUp } from './support/accounts';
import { readPdfPages } from './support/pdf-text';
import { me, newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  // Each test speaks from its own address (X-Forwarded-For), so the per-address limits stay apart.
  t = await createTestApp({
    trustProxy: 1,
    logLevel: 'info',
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(() => t.close());

let addressCounter = 0;
const newAddress = () => `203.0.113.${++addressCounter}`;

const MALFORMED_ID = 'not-a-uuid';

async function owner() {
  const { tokens } = await signUp(t);
  return tokens.access_token;
}

async function resumeOf(token: string, data: object = completeResume()): Promise<Resume> {
  const res = await t.request<Resume>('/api/v1/resumes', { token, body: { data } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const linkPath = (id: string, rest = '') => `/api/v1/resumes/${id}/public-link${rest}`;

async function share(token: string, id: string, body: object = {}) {
  const res = await t.request<PublicLinkState>(linkPath(id), { method: 'PUT', token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.link!;
}

/** A visitor's request for a public path, from `address`, with the cookies given. */
function visit(path: string, { address = newAddress(), cookie }: { address?: string; cookie?: string } = {}) {
  return t.request<string>(path, {
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
  });
}

function postPassword(path: string, password: string, address = newAddress()) {
  return t.request<string>(path, {
    method: 'POST',
    headers: { 'x-forwarded-for': address, 'content-type': 'application/x-www-form-urlencoded' },
    raw: new URLSearchParams({ password }).toString(),
  });
}

async function downloadPdf(path: string, cookie?: string) {
  const res = await fetch(`${t.url}${path}`, {
    headers: { 'x-forwarded-for': newAddress(), ...(cookie ? { cookie } : {}) },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function makePro(token: string) {
  const { body } = await me(t, token);
  await t.deps.db
    .update(users)
    .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, body.id));
}

describe('owner endpoints: authorization matrix', () => {
  const endpoints = [
    { method: 'GET', rest: '' },
    { method: 'PUT', rest: '', body: {} },
    { method: 'DELETE', rest: '' },
    { method: 'POST', rest: '/rotate', body: {} },
    { method: 'GET', rest: '/stats' },
  ];

  it('answers 401 without a token, 404 to another user, to a guest and for a malformed id', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    await share(token, resume.id);
    const stranger = await owner();
    const { access_token: guest } = await newGuest(t);
    for (const { method, rest, body } of endpoints) {
      const label = `${method} ${rest}`;
      const anonymous = await t.request<{ detail: string }>(linkPath(resume.id, rest), { method, body });
      expect(anonymous.status, label).toBe(401);
      expect(anonymous.body.detail, label).toEqual(expect.any(String));
      for (const caller of [stranger, guest]) {
        const res = await t.request<{ detail: string }>(linkPath(resume.id, rest), {
          method,
          token: caller,
          body,
        });
        expect(res.status, label).toBe(404);
        expect(res.body.detail, label).toBe('Resume not found');
      }
      const malformed = await t.request<{ detail: string }>(linkPath(MALFORMED_ID, rest), {
        method,
        token,
        body,
      });
      expect(malformed.status, label).toBe(404);
      expect(malformed.body).toHaveProperty('detail');
    }
    // Nothing the others tried changed the owner's link.
    const state = await t.request<PublicLinkState>(linkPath(resume.id), { token });
    expect(state.body.link).not.toBeNull();
  });

  it('a guest cannot share their own resume: 403 registration_required', async () => {
    const { access_token: guest } = await newGuest(t);
    const resume = await resumeOf(guest);
    const res = await t.request<{ detail: { code: string } }>(linkPath(resume.id), {
      method: 'PUT',
      token: guest,
      body: {},
    });
    expect(res.status).toBe(403);
    expect(res.body.detail.code).toBe('registration_required');
  });

  it('refuses unknown fields and a short password with 422 in the {detail} shape', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    for (const body of [{ password: 'abc' }, { secret: true }, { noindex: 'yes' }]) {
      const res = await t.request<{ detail: unknown[] }>(linkPath(resume.id), { method: 'PUT', token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Array.isArray(res.body.detail)).toBe(true);
    }
  });

  it('the owner endpoints are in the OpenAPI document', async () => {
    const res = await t.request<{ paths: Record<string, object> }>('/api/docs');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/resumes/{id}/public-link',
        '/api/v1/resumes/{id}/public-link/rotate',
        '/api/v1/resumes/{id}/public-link/stats',
      ]),
    );
    expect(Object.keys(res.body.paths).some((path) => path.startsWith('/r/'))).toBe(false);
  });
});

describe('the public page', () => {
  it('is off by default, and an unknown or malformed address is a plain 404', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    const state = await t.request<PublicLinkState>(linkPath(resume.id), { token });
    expect(state.body).toEqual({ link: null, used: 0, limit: 1 });
    for (const path of ['/r/AAAAAAAAAAAAAAAAA', '/r/short', '/r/AAAAAAAAAAAAAAAAA/pdf', '/r/x/y/z']) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><script',
      );
    }
  });

  it('shows the resume at a 17-character address, hidden from search engines, with a name-only preview', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    const link = await share(token, resume.id);
    expect(link.slug).toMatch(PUBLIC_LINK_SLUG);
    expect(link.url).toBe(`http://localhost:8080/r/${link.slug}`);
    expect(link).toMatchObject({ has_password: false, noindex: true, rotated_at: null });

    const page = await visit(`/r/${link.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = page.body;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<meta property="og:title" content="Jane Alexandra Doe — Resume">');
    expect(html).toContain(
      '<meta property="og:description" content="Jane Alexandra Doe · Senior Software Engineer">',
    );
    // The preview card carries the name and headline only; the page itself shows the resume.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('jane.doe@example.com');
    expect(html).toContain('jane.doe@example.com');
    expect(html).toContain('<h1>Jane Alexandra Doe</h1>');
    expect(html).toContain(`href="/r/${link.slug}/pdf"`);
    expect(html).not.toContain('<script');
    // Nothing but the resume: the only link to this site is the PDF.
    const ownLinks = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]);
    expect(ownLinks).toEqual([`/r/${link.slug}/pdf`]);
  });

  it('can be shown to search engines when the owner turns hiding off', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    const link = await share(token, resume.id, { noindex: false });
    expect(link.noindex).toBe(false);
    const page = await visit(`/r/${link.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBeNull();
    expect(page.body).not.toContain('name="robots"');
  });

  it('escapes the resume text: a <script> and quotes are shown as text, a javascript: link is not a link', async () => {
    const token = await owner();
    const data = {
      ...completeResume(),
      first_name: '<script>alert(1)</script>',
      title: '"Quoted" & \'single\' <b>bold</b>',
      summary: '</style><script>alert("x")</script>',
      extras: {
        ...completeResume().extras,
        links: [{ label: 'Evil', url: 'javascript:alert(1)' }],
      },
    };
    const resume = await resumeOf(token, data);
    const link = await share(token, resume.id);
    const { body: html } = await visit(`/r/${link.slug}`);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;Quoted&quot; &amp; &#39;single&#39; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('javascript:alert(1)');
    // The stylesheet is closed only once: the summary did not end it.
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('a password keeps the resume behind a form; the right one opens it for this browser', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    const link = await share(token, resume.id, { password: 'open sesame' });
    expect(link.has_password).toBe(true);
    const path = `/r/${link.slug}`;

    const locked = await visit(path);
    expect(locked.status).toBe(200);
    expect(locked.body).toContain('<input id="password" name="password" type="password"');
    expect(locked.body).not.toContain('Jane');
    expect((await downloadPdf(`${path}/pdf`)).status).toBe(404);

    const wrong = await postPassword(path, 'wrong password');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toContain('That password is not right');
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const right = await postPassword(path, 'open sesame');
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(path);
    const setCookie = right.headers.get('set-cookie')!;
    expect(setCookie).toContain(`Path=${path}`);
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0]!;
    const opened = await visit(path, { cookie });
    expect(opened.body).toContain('<h1>Jane Alexandra Doe</h1>');

    // A forged cookie opens nothing; a new password ends the old cookie.
    expect((await visit(path, { cookie: `${cookie.split('=')[0]}=forged` })).body).not.toContain('Jane');
    await share(token, resume.id, { password: 'another secret' });
    expect((await visit(path, { cookie })).body).not.toContain('Jane');
    // Clearing the password opens the page to anyone.
    const cleared = await share(token, resume.id, { password: null });
    expect(cleared.has_password).toBe(false);
    expect((await visit(path)).body).toContain('<h1>Jane Alexandra Doe</h1>');
  });

  it('limits password tries per address and link with 429 and Retry-After', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    const link = await share(token, resume.id, { password: 'open sesame' });
    const address = newAddress();
    const { limit } = PUBLIC_PAGE_RULES.passwordPerAddress;
    for (let i = 0; i < limit; i += 1) {
      expect((await postPassword(`/r/${link.slug}`, `guess ${i}`, address)).status).toBe(403);
    }
    const refused = await postPassword(`/r/${link.slug}`, 'open sesame', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still may try.
    expect((await postPassword(`/r/${link.slug}`, 'open sesame')).status).toBe(303);
  });

  it('limits page requests and guessed addresses per client address', async () => {
    const address = newAddress();
    const { limit } = PUBLIC_PAGE_RULES.page;
    for (let i = 0; i < limit; i += 1) {
      expect((await visit('/r/AAAAAAAAAAAAAAAAB', { address })).status).toBe(404);
    }
    const refused = await visit('/r/AAAAAAAAAAAAAAAAB', { address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('rotating gives a new address and the old one is a 404; revoking makes it a 404', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    const first = await share(token, resume.id);
    const rotated = await t.request<PublicLinkState>(linkPath(resume.id, '/rotate'), {
      method: 'POST',
      token,
    });
    expect(rotated.status).toBe(200);
    const second = rotated.body.link!;
    expect(second.slug).not.toBe(first.slug);
    expect(second.rotated_at).not.toBeNull();
    expect((await visit(`/r/${first.slug}`)).status).toBe(404);
    expect((await visit(`/r/${second.slug}`)).status).toBe(200);

    const revoked = await t.request(linkPath(resume.id), { method: 'DELETE', token });
    expect(revoked.status).toBe(204);
    const gone = await visit(`/r/${second.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toContain('Not found');
    expect(gone.body).not.toContain('Jane');
    expect((await downloadPdf(`/r/${second.slug}/pdf`)).status).toBe(404);
    const state = await t.request<PublicLinkState>(linkPath(resume.id), { token });
    expect(state.body.link).toBeNull();
    // Nothing left to revoke or rotate.
    expect((await t.request(linkPath(resume.id), { method: 'DELETE', token })).status).toBe(404);
    expect((await t.request(linkPath(resume.id, '/rotate'), { method: 'POST', token })).status).toBe(404);
    // Turning it on again gives a new address, never the old ones.
    const again = await share(token, resume.id);
    expect([first.slug, second.slug]).not.toContain(again.slug);
  });

  it('deleting the resume ends its link', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    const link = await share(token, resume.id);
    await t.request(`/api/v1/resumes/${resume.id}`, { method: 'DELETE', token });
    expect((await visit(`/r/${link.slug}`)).status).toBe(404);
  });
});

describe('plans, counts and the PDF', () => {
  it('free accounts have one live link; Pro has no limit', async () => {
    const token = await owner();
    const first = await resumeOf(token);
    const second = await resumeOf(token);
    await share(token, first.id);
    const refused = await t.request<{ detail: { code: string; msg: string } }>(linkPath(second.id), {
      method: 'PUT',
      token,
      body: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.body.detail.code).toBe('public_link_limit');
    // Changing the live link's settings is no new link.
    expect((await share(token, first.id, { noindex: false })).noindex).toBe(false);
    // Revoking frees the place.
    await t.request(linkPath(first.id), { method: 'DELETE', token });
    await share(token, second.id);

    await makePro(token);
    const both = await t.request<PublicLinkState>(linkPath(first.id), { method: 'PUT', token, body: {} });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ used: 2, limit: null });
  });

  it('counts views and downloads per day for the owner, and only those', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    const link = await share(token, resume.id);
    await visit(`/r/${link.slug}`);
    await visit(`/r/${link.slug}`);
    const pdf = await downloadPdf(`/r/${link.slug}/pdf`);
    expect(pdf.status).toBe(200);
    const stats = await t.request<PublicLinkStats>(linkPath(resume.id, '/stats'), { token });
    expect(stats.status).toBe(200);
    expect(stats.body.days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.body.days.at(-1)).toEqual({ date: today, views: 2, downloads: 1 });
    expect(stats.body.days.slice(0, -1).every((day) => day.views === 0 && day.downloads === 0)).toBe(true);
    expect(stats.body).toMatchObject({ total_views: 2, total_downloads: 1 });
  });

  it('the PDF is watermarked by the owner’s plan, not the visitor’s', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    const link = await share(token, resume.id);
    const free = await downloadPdf(`/r/${link.slug}/pdf`);
    expect(free.status).toBe(200);
    expect(free.headers.get('content-type')).toBe('application/pdf');
    expect(free.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(free.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    for (const page of await readPdfPages(free.bytes)) expect(page.text).toContain(WATERMARK_TEXT);

    await makePro(token);
    const pro = await downloadPdf(`/r/${link.slug}/pdf`);
    for (const page of await readPdfPages(pro.bytes)) expect(page.text).not.toContain(WATERMARK_TEXT);
  }, 30_000);

  it('the request log names /r/:slug, never the slug or the resume', async () => {
    const token = await owner();
    const resume = await resumeOf(token);
    const link = await share(token, resume.id);
    logLines.length = 0;
    await visit(`/r/${link.slug}`);
    await visit(`/r/${link.slug}/pdf`);
    const log = logLines.join('');
    expect(log).toContain('/r/:slug');
    expect(log).not.toContain(link.slug);
    expect(log).not.toContain('Jane');
    expect(urlWithoutSecrets(`/r/${link.slug}/pdf?x=1`)).toBe('/r/:slug/pdf?x=1');
  });
});

describe('beside the web app', () => {
  it('a path under /r/ that is no public page is a 404, never the web app', async () => {
    const webDistDir = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>The web app</title>');
    const withWeb = await createTestApp({ webDistDir });
    try {
      const app = await withWeb.request<string>('/resumes');
      expect(app.body).toContain('The web app');
      for (const path of ['/r/AAAAAAAAAAAAAAAAA', '/r/AAAAAAAAAAAAAAAAA/pdf/more', '/r/']) {
        const res = await withWeb.request<string>(path);
        expect(res.status, path).toBe(404);
        expect(JSON.stringify(res.body), path).not.toContain('The web app');
      }
    } finally {
      await withWeb.close();
    }
  });
});
