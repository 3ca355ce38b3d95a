import { APPLICATION_LIMITS } from '@resume/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema';
import { logIn, PASSWORD, signUp } from './support/accounts';
import { APPLICATIONS, board, letterOf, patch, resumeOf, track, userIdOf } from './support/applications';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owner = async () => (await signUp(t)).tokens.access_token;

describe('what happens to applications around them', () => {
  it('never lets two creates at 19 make 21', async () => {
    const token = await owner();
    const limit = APPLICATION_LIMITS.freeApplications;
    for (let i = 0; i < limit - 1; i += 1) await track(t, token, { company: `Company ${i}` });
    const both = await Promise.all(
      ['Last A', 'Last B'].map((company) =>
        t.request(APPLICATIONS, { token, body: { company, role: 'Engineer' } }),
      ),
    );
    expect(both.map((res) => res.status).sort()).toEqual([201, 403]);
    expect((await board(t, token)).used).toBe(limit);
  });

  it('unlinks a deleted resume or letter, keeping the card and its snapshot', async () => {
    const token = await owner();
    const resume = await resumeOf(t, token);
    const letter = await letterOf(t, token, resume.id);
    const card = await track(t, token, { resume_id: resume.id, cover_letter_id: letter });
    await patch(t, token, card.id, { stage: 'applied' });
    expect((await t.request(`/api/v1/cover-letters/${letter}`, { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect((await t.request(`/api/v1/resumes/${resume.id}`, { method: 'DELETE', token })).status).toBe(204);
    const after = (
      await t.request<{ resume_id: string | null; cover_letter_id: string | null; snapshot: object }>(
        `${APPLICATIONS}/${card.id}`,
        { token },
      )
    ).body;
    expect(after).toMatchObject({ resume_id: null, cover_letter_id: null });
    expect(after.snapshot).toMatchObject({ resume: { id: resume.id }, cover_letter: { id: letter } });
  });

  it('deletes the applications with the account', async () => {
    const token = await owner();
    const userId = await userIdOf(t, token);
    await track(t, token);
    const res = await t.request('/api/v1/user/me', { method: 'DELETE', token, body: { password: PASSWORD } });
    expect(res.status).toBe(204);
    expect(await t.deps.db.select().from(applications).where(eq(applications.userId, userId))).toEqual([]);
  });

  it('hands a guest’s applications to the account it signs in to, after the account’s own', async () => {
    const account = await signUp(t);
    const accountToken = account.tokens.access_token;
    await track(t, accountToken, { company: 'Mine' });
    const guest = (await newGuest(t)).access_token;
    const resume = await resumeOf(t, guest, 'Guest resume');
    await track(t, guest, { company: 'Guest A', resume_id: resume.id });
    await track(t, guest, { company: 'Guest B' });

    const login = await logIn(t, account.email, account.password, guest);
    expect(login.status).toBe(200);
    const cards = (await board(t, accountToken)).applications;
    expect(cards.map((a) => [a.company, a.position])).toEqual([
      ['Mine', 0],
      ['Guest A', 1],
      ['Guest B', 2],
    ]);
    // The resume moved with the guest, so the link still opens and marking Applied can freeze it.
    const moved = cards.find((a) => a.company === 'Guest A')!;
    expect(moved.resume_id).toBe(resume.id);
    expect((await patch(t, accountToken, moved.id, { stage: 'applied' })).snapshot?.resume?.id).toBe(
      resume.id,
    );
  });
});
