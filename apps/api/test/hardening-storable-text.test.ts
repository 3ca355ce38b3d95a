import { UNSTORABLE_TEXT_MESSAGE } from '@resume/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

/** PostgreSQL stores neither NUL nor an unpaired surrogate: such input is a 422 naming the field. */
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';

type Detail = { detail: { msg: string; loc: (string | number)[]; type: string }[] };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await newGuest(t)).access_token;
});
afterAll(() => t.close());

async function expectUnstorable(
  path: string,
  body: unknown,
  loc: (string | number)[],
  method = 'POST',
): Promise<void> {
  const res = await t.request<Detail>(path, { method, token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.detail).toContainEqual(expect.objectContaining({ loc }));
}

describe.each([
  ['NUL', NUL],
  ['a lone surrogate', LONE_SURROGATE],
])('%s in a stored string', (_, bad) => {
  it('in a resume name, on create and on update', async () => {
    await expectUnstorable('/api/v1/resumes', { name: bad }, ['body', 'name']);
    const created = await t.request<{ id: string }>('/api/v1/resumes', { token, body: { name: 'Fine' } });
    expect(created.status).toBe(201);
    await expectUnstorable(
      `/api/v1/resumes/${created.body.id}`,
      { version: 1, name: bad },
      ['body', 'name'],
      'PUT',
    );
    const saved = await t.request<{ name: string; version: number }>(`/api/v1/resumes/${created.body.id}`, {
      token,
    });
    expect(saved.body).toMatchObject({ name: 'Fine', version: 1 });
  });

  it('in the account first and last names', async () => {
    await expectUnstorable('/api/v1/user/me', { first_name: bad }, ['body', 'first_name'], 'PATCH');
    await expectUnstorable('/api/v1/user/me', { last_name: bad }, ['body', 'last_name'], 'PATCH');
  });

  it('in an onboarding answer', async () => {
    const responses = {
      experience: '3-5 years',
      job_search_status: 'Soon, preparing',
      background_field: `Other${bad}`,
      resume_goal: 'Change careers',
    };
    await expectUnstorable('/api/v1/user/onboarding/complete', { responses }, [
      'body',
      'responses',
      'background_field',
    ]);
  });

  it('in an analytics path, prop value or prop key, however deep', async () => {
    const ts = new Date().toISOString();
    const event = (fields: object) => ({
      events: [
        { name: 'page_view', path: '/ok', ts },
        { name: 'login', ts, ...fields },
      ],
    });
    await expectUnstorable('/api/v1/analytics/events', event({ path: bad }), ['body', 'events', 1, 'path']);
    await expectUnstorable('/api/v1/analytics/events', event({ props: { k: bad } }), [
      'body',
      'events',
      1,
      'props',
      'k',
    ]);
    await expectUnstorable('/api/v1/analytics/events', event({ props: { a: { b: ['ok', bad] } } }), [
      'body',
      'events',
      1,
      'props',
      'a',
      'b',
      1,
    ]);
    await expectUnstorable('/api/v1/analytics/events', event({ props: { a: { [bad]: 1 } } }), [
      'body',
      'events',
      1,
      'props',
      'a',
      bad,
    ]);
  });
});

describe('what is stored is still accepted', () => {
  it('analytics props nested a few levels, with any ordinary text', async () => {
    const res = await t.request('/api/v1/analytics/events', {
      token,
      body: {
        events: [{ name: 'login', ts: new Date().toISOString(), props: { a: { b: ['é 😀', 1, null] } } }],
      },
    });
    expect(res.status).toBe(202);
  });

  it('but not props nested past 10 levels (a 422, not a crash)', async () => {
    // Too deep for JSON.stringify, so written out by hand.
    const props = `${'{"n":'.repeat(10_000)}"x"${'}'.repeat(10_000)}`;
    const res = await t.request<Detail>('/api/v1/analytics/events', {
      token,
      headers: { 'content-type': 'application/json' },
      raw: `{"events":[{"name":"login","ts":"${new Date().toISOString()}","props":${props}}]}`,
    });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]?.loc.slice(0, 4)).toEqual(['body', 'events', 0, 'props']);
  });

  it('names the rule in its message', async () => {
    const res = await t.request<Detail>('/api/v1/resumes', { token, body: { name: NUL } });
    expect(res.body.detail[0]?.msg).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});

describe('query strings and path parameters that reach the database', () => {
  it('a NUL in a resume id is a 404, in a link token a redirect to the error page', async () => {
    const resume = await t.request<{ detail: string }>('/api/v1/resumes/%00', { token });
    expect(resume.status).toBe(404);
    expect(resume.body).toEqual({ detail: 'Resume not found' });
    const link = await t.request('/api/v1/auth/confirm-email?token=%00');
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe('/auth/email-confirmation-error');
  });
});
