import { APPLICATION_LIMIT_CODE, type Application, applicationLimitMessage } from '@resume/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueReminders } from '../src/modules/applications/reminders';
import { signUp } from './support/accounts';
import {
  APPLICATIONS,
  board,
  letterOf,
  makePro,
  markTailored,
  patch,
  resumeOf,
  today,
  track,
} from './support/applications';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owner = async () => (await signUp(t)).tokens.access_token;

/** Each stage's column as the companies in it, top first. */
async function columns(token: string): Promise<Record<string, string[]>> {
  const byStage: Record<string, string[]> = {};
  for (const a of (await board(t, token)).applications) {
    byStage[a.stage] ??= [];
    byStage[a.stage]![a.position] = a.company;
  }
  return byStage;
}

describe('applications: create, read, move, delete', () => {
  it('creates in Saved with today as its day, and lists it with the plan limit', async () => {
    const token = await owner();
    const created = await track(t, token, {
      place: 'Berlin',
      contacts: [{ name: 'Sam', email: 'sam@acme.test' }],
    });
    expect(created).toMatchObject({
      stage: 'saved',
      position: 0,
      stage_dates: { saved: today() },
      place: 'Berlin',
      contacts: [{ name: 'Sam', role: '', email: 'sam@acme.test', phone: '' }],
      snapshot: null,
    });
    const list = await board(t, token);
    expect(list.applications.map((a) => a.id)).toEqual([created.id]);
    expect(list).toMatchObject({ used: 1, limit: 20 });
    expect((await t.request(`${APPLICATIONS}/${created.id}`, { token })).body).toEqual(created);
  });

  it('refuses a card without company or role, naming the field', async () => {
    const token = await owner();
    const res = await t.request<{ detail: { loc: string[] }[] }>(APPLICATIONS, {
      token,
      body: { company: ' ', role: 'x' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]!.loc).toEqual(['body', 'company']);
  });

  it('moves cards between columns keeping positions dense, and records the day of each stage', async () => {
    const token = await owner();
    const [a, b, c] = [
      await track(t, token, { company: 'A' }),
      await track(t, token, { company: 'B' }),
      await track(t, token, { company: 'C' }),
    ];
    await patch(t, token, b!.id, { stage: 'applied' });
    await patch(t, token, c!.id, { stage: 'applied', position: 0 });
    expect(await columns(token)).toEqual({ saved: ['A'], applied: ['C', 'B'] });
    const moved = await patch(t, token, a!.id, { stage: 'applied', position: 1 });
    expect(moved.stage_dates).toEqual({ saved: today(), applied: today() });
    expect(await columns(token)).toEqual({ applied: ['C', 'A', 'B'] });
    await patch(t, token, b!.id, { position: 0 });
    expect(await columns(token)).toEqual({ applied: ['B', 'C', 'A'] });
    await patch(t, token, c!.id, { stage: 'interview', position: 99 });
    expect(await columns(token)).toEqual({ applied: ['B', 'A'], interview: ['C'] });
    expect((await t.request(`${APPLICATIONS}/${b!.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(await columns(token)).toEqual({ applied: ['A'], interview: ['C'] });
  });

  it('keeps columns dense under concurrent moves', async () => {
    const token = await owner();
    const cards = await Promise.all(['A', 'B', 'C', 'D'].map((company) => track(t, token, { company })));
    await Promise.all(
      cards.map((card, i) => patch(t, token, card.id, { stage: 'interview', position: i % 2 })),
    );
    const interview = (await board(t, token)).applications.filter((a) => a.stage === 'interview');
    expect(interview.map((a) => a.position)).toEqual([0, 1, 2, 3]);
  });

  it('records the day of both stages when one card is moved twice at once (two tabs)', async () => {
    const token = await owner();
    const card = await track(t, token);
    await Promise.all([
      patch(t, token, card.id, { stage: 'applied' }),
      patch(t, token, card.id, { stage: 'interview' }),
    ]);
    const moved = (await t.request<Application>(`${APPLICATIONS}/${card.id}`, { token })).body;
    expect(moved.stage_dates).toEqual({ saved: today(), applied: today(), interview: today() });
  });

  it('counts the funnel: stages now, stages reached, response rate', async () => {
    const token = await owner();
    const [a, b] = [await track(t, token, { company: 'A' }), await track(t, token, { company: 'B' })];
    await track(t, token, { company: 'C' });
    await patch(t, token, a!.id, { stage: 'applied' });
    await patch(t, token, a!.id, { stage: 'interview' });
    await patch(t, token, b!.id, { stage: 'applied' });
    const { funnel } = await board(t, token);
    expect(funnel.by_stage).toMatchObject({ saved: 1, applied: 1, interview: 1, offer: 0 });
    expect(funnel.reached).toMatchObject({ saved: 3, applied: 2, interview: 1 });
    expect(funnel.response_rate).toBe(0.5);
    expect(funnel.resumes).toEqual([{ resume_id: null, title: '', applications: 2, interviews: 1 }]);
  });

  it('counts a card moved straight to Interview as sent, freezing its resume once', async () => {
    const token = await owner();
    const resume = await resumeOf(t, token, 'Resume the recruiter saw');
    const card = await track(t, token, { resume_id: resume.id });
    const interview = await patch(t, token, card.id, { stage: 'interview' });
    expect(interview.snapshot?.resume).toMatchObject({ id: resume.id, title: 'Resume the recruiter saw' });
    const offer = await patch(t, token, card.id, { stage: 'offer' });
    expect(offer.snapshot).toEqual(interview.snapshot);
    const { funnel } = await board(t, token);
    expect(funnel.reached).toMatchObject({ saved: 1, applied: 1, interview: 1, offer: 1 });
    expect(funnel.response_rate).toBe(1);
    expect(funnel.resumes).toEqual([
      { resume_id: resume.id, title: 'Resume the recruiter saw', applications: 1, interviews: 1 },
    ]);
  });

  it('clears reminded_at when the reminder day changes', async () => {
    const token = await owner();
    const card = await track(t, token, { remind_on: '2020-01-01' });
    await sendDueReminders(t.deps, t.app.log);
    const sent = (await t.request<Application>(`${APPLICATIONS}/${card.id}`, { token })).body;
    expect(sent.reminded_at).not.toBeNull();
    expect((await patch(t, token, card.id, { remind_on: '2031-05-01' })).reminded_at).toBeNull();
  });
});

describe('the snapshot of what was sent', () => {
  it('is frozen when the card enters Applied, and does not follow later edits of the resume', async () => {
    const token = await owner();
    const resume = await resumeOf(t, token, 'Resume for Acme');
    const letterId = await letterOf(t, token, resume.id);
    const card = await track(t, token, { resume_id: resume.id, cover_letter_id: letterId });
    const applied = await patch(t, token, card.id, { stage: 'applied' });
    expect(applied.snapshot).toMatchObject({
      resume: { id: resume.id, title: 'Resume for Acme' },
      cover_letter: { id: letterId, content: { greeting: 'Dear hiring team,' } },
    });
    const sent = applied.snapshot!.resume!.data;
    expect(sent.first_name).toBe('Jane');
    const edit = await t.request(`/api/v1/resumes/${resume.id}`, {
      method: 'PUT',
      token,
      body: { version: resume.version, name: 'Renamed', data: { ...sent, first_name: 'Someone' } },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const later = (await t.request<Application>(`${APPLICATIONS}/${card.id}`, { token })).body;
    expect(later.snapshot).toEqual(applied.snapshot);
    expect(later.snapshot!.resume!.data.first_name).toBe('Jane');
    const { funnel } = await board(t, token);
    expect(funnel.resumes).toEqual([
      { resume_id: resume.id, title: 'Resume for Acme', applications: 1, interviews: 0 },
    ]);
  });

  it('is taken again each time the card is marked Applied, with null for what is not linked', async () => {
    const token = await owner();
    const card = await track(t, token);
    const first = await patch(t, token, card.id, { stage: 'applied' });
    expect(first.snapshot).toMatchObject({ resume: null, cover_letter: null });
    const resume = await resumeOf(t, token);
    await patch(t, token, card.id, { stage: 'saved', resume_id: resume.id });
    const second = await patch(t, token, card.id, { stage: 'applied' });
    expect(second.snapshot!.resume!.id).toBe(resume.id);
    expect(second.snapshot!.taken_at >= first.snapshot!.taken_at).toBe(true);
  });
});

describe('from a tailored copy', () => {
  it('takes company, role and posting from the tailoring, in Saved, linked to the copy and letter', async () => {
    const token = await owner();
    const original = await resumeOf(t, token);
    const copy = await resumeOf(t, token, 'Platform Engineer at Globex');
    await markTailored(t, copy.id, original.id);
    const letterId = await letterOf(t, token, copy.id);
    const res = await t.request<Application>(`${APPLICATIONS}/from-tailoring`, {
      token,
      body: { resume_id: copy.id, cover_letter_id: letterId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      stage: 'saved',
      company: 'Globex',
      role: 'Platform Engineer',
      posting_text: 'Globex is hiring a Platform Engineer to run Kubernetes.',
      resume_id: copy.id,
      cover_letter_id: letterId,
    });

    // Tracking the same copy again answers its card rather than making a second one.
    const again = await t.request<Application>(`${APPLICATIONS}/from-tailoring`, {
      token,
      body: { resume_id: copy.id },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    expect((await board(t, token)).used).toBe(1);
  });

  it('is a 404 for a resume that is not a tailored copy, or not the caller’s', async () => {
    const token = await owner();
    const plain = await resumeOf(t, token);
    const stranger = await owner();
    const theirs = await resumeOf(t, stranger);
    await markTailored(t, theirs.id, theirs.id);
    for (const resume_id of [plain.id, theirs.id]) {
      const res = await t.request(`${APPLICATIONS}/from-tailoring`, { token, body: { resume_id } });
      expect(res.status).toBe(404);
    }
  });
});

describe('plan limits', () => {
  it('stops a free account at 20 with application_limit, and lets Pro go on', async () => {
    const token = await owner();
    for (let i = 0; i < 20; i += 1) await track(t, token, { company: `Company ${i}` });
    const refused = await t.request(APPLICATIONS, { token, body: { company: 'One more', role: 'Engineer' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      detail: { msg: applicationLimitMessage(), code: APPLICATION_LIMIT_CODE },
    });
    await makePro(t, token);
    await track(t, token, { company: 'One more' });
    expect(await board(t, token)).toMatchObject({ used: 21, limit: null });
  });
});
