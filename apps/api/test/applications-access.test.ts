import type { Application } from '@resume/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { APPLICATIONS, board, letterOf, markTailored, resumeOf, track } from './support/applications';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owner = async () => (await signUp(t)).tokens.access_token;

describe('ownership and authorization', () => {
  it('answers 404 for another user’s card, a malformed id, or a resume or letter not one’s own', async () => {
    const token = await owner();
    const guest = (await newGuest(t)).access_token;
    const stranger = await owner();
    const theirs = await track(t, stranger);
    const cases = [
      { method: 'GET', id: theirs.id },
      { method: 'PATCH', id: theirs.id, body: { notes: 'mine now' } },
      { method: 'DELETE', id: theirs.id },
      { method: 'GET', id: 'not-a-uuid' },
      { method: 'PATCH', id: 'not-a-uuid', body: { notes: 'x' } },
      { method: 'DELETE', id: 'not-a-uuid' },
    ];
    for (const caller of [token, guest]) {
      for (const { method, id, body } of cases) {
        const res = await t.request(`${APPLICATIONS}/${id}`, { method, token: caller, body });
        expect(res.status, `${method} ${id}`).toBe(404);
      }
    }
    const untouched = await t.request<Application>(`${APPLICATIONS}/${theirs.id}`, { token: stranger });
    expect(untouched.body).toEqual(theirs);
    const strangersResume = await resumeOf(t, stranger);
    const strangersLetter = await letterOf(t, stranger, strangersResume.id);
    const mine = await track(t, token);
    const links = [
      { resume_id: strangersResume.id },
      { cover_letter_id: strangersLetter },
      { cover_letter_id: crypto.randomUUID() },
    ];
    for (const body of links) {
      expect(
        (await t.request(APPLICATIONS, { token, body: { company: 'A', role: 'B', ...body } })).status,
      ).toBe(404);
      expect((await t.request(`${APPLICATIONS}/${mine.id}`, { method: 'PATCH', token, body })).status).toBe(
        404,
      );
    }
    // From a tailored copy: the copy is the caller's, the letter someone else's.
    const copy = await resumeOf(t, token, 'Tailored copy');
    await markTailored(t, copy.id, copy.id);
    const fromTailoring = await t.request(`${APPLICATIONS}/from-tailoring`, {
      token,
      body: { resume_id: copy.id, cover_letter_id: strangersLetter },
    });
    expect(fromTailoring.status).toBe(404);
    expect((await board(t, token)).applications.map((a) => [a.resume_id, a.cover_letter_id])).toEqual([
      [null, null],
    ]);
  });

  it('asks for a token on every route', async () => {
    const id = crypto.randomUUID();
    const json = (body: object) => ({ body });
    const routes = [
      ['GET', APPLICATIONS, {}],
      ['POST', APPLICATIONS, json({ company: 'A', role: 'B' })],
      ['POST', `${APPLICATIONS}/from-tailoring`, json({ resume_id: id })],
      ['GET', `${APPLICATIONS}/export.csv`, {}],
      [
        'POST',
        `${APPLICATIONS}/import`,
        { raw: 'company,role\r\nA,B\r\n', headers: { 'content-type': 'text/csv' } },
      ],
      ['GET', `${APPLICATIONS}/${id}`, {}],
      ['PATCH', `${APPLICATIONS}/${id}`, json({ notes: 'x' })],
      ['DELETE', `${APPLICATIONS}/${id}`, {}],
    ] as const;
    for (const [method, path, options] of routes) {
      const res = await t.request(path, { method, ...options });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('lets a guest track applications within the free limit, but not ask for e-mail reminders', async () => {
    const guest = (await newGuest(t)).access_token;
    const card = await track(t, guest);
    expect(await board(t, guest)).toMatchObject({ used: 1, limit: 20 });
    const refused = await t.request(`${APPLICATIONS}/${card.id}`, {
      method: 'PATCH',
      token: guest,
      body: { remind_on: '2031-01-01' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail: {
        msg: 'Create an account to get follow-up reminders by email.',
        code: 'registration_required',
      },
    });
  });
});

describe('OpenAPI', () => {
  it('documents every applications route with its schemas', async () => {
    type Operation = {
      requestBody?: { content: Record<string, unknown> };
      responses: Record<string, unknown>;
    };
    const res = await t.request<{ paths: Record<string, Record<string, Operation>> }>('/api/docs');
    const { paths } = res.body;
    const methods = (path: string) => Object.keys(paths[`${APPLICATIONS}${path}`] ?? {}).sort();
    expect(methods('')).toEqual(['get', 'post']);
    expect(methods('/{id}')).toEqual(['delete', 'get', 'patch']);
    expect(methods('/from-tailoring')).toEqual(['post']);
    expect(methods('/export.csv')).toEqual(['get']);
    expect(methods('/import')).toEqual(['post']);
    expect(Object.keys(paths[`${APPLICATIONS}/import`]!.post!.requestBody!.content)).toEqual(['text/csv']);
    expect(Object.keys(paths[APPLICATIONS]!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '401', '403', '404', '422']),
    );
  });
});
