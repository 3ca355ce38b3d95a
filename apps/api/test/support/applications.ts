import type { Application, ApplicationList, CoverLetterContent } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { coverLetters, resumeTailorings, users } from '../../src/db/schema';
import { me } from './sessions';
import type { TestApp } from './test-app';

export const APPLICATIONS = '/api/v1/applications';
export const today = () => new Date().toISOString().slice(0, 10);

/** POST /applications, expecting 201. */
export async function track(t: TestApp, token: string, body: object = {}): Promise<Application> {
  const res = await t.request<Application>(APPLICATIONS, {
    token,
    body: { company: 'Acme', role: 'Engineer', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** PATCH /applications/{id}, expecting 200. */
export async function patch(t: TestApp, token: string, id: string, body: object): Promise<Application> {
  const res = await t.request<Application>(`${APPLICATIONS}/${id}`, { method: 'PATCH', token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function board(t: TestApp, token: string): Promise<ApplicationList> {
  const res = await t.request<ApplicationList>(APPLICATIONS, { token });
  expect(res.status).toBe(200);
  return res.body;
}

export async function userIdOf(t: TestApp, token: string): Promise<string> {
  return (await me(t, token)).body.id;
}

export async function makePro(t: TestApp, token: string): Promise<void> {
  await t.deps.db
    .update(users)
    .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, await userIdOf(t, token)));
}

export async function resumeOf(t: TestApp, token: string, name = 'Backend resume') {
  const res = await t.request<{ id: string; version: number }>('/api/v1/resumes', {
    token,
    body: { name, data: completeResume() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const letterContent = (greeting: string): CoverLetterContent => ({
  recipient_name: '',
  recipient_title: '',
  company: 'Acme',
  role: 'Engineer',
  date: '1 December 2026',
  greeting,
  paragraphs: ['I would like to join Acme.', 'I build reliable systems.', 'Thank you.'],
  closing: 'Kind regards,',
  signature_name: 'Jane Doe',
});

/** A cover letter of the user's, stored as the composer would store it (the composer is tested elsewhere). */
export async function letterOf(t: TestApp, token: string, resumeId: string): Promise<string> {
  const [row] = await t.deps.db
    .insert(coverLetters)
    .values({
      userId: await userIdOf(t, token),
      resumeId,
      content: letterContent('Dear hiring team,'),
      jobDescription: 'Engineer at Acme',
    })
    .returning();
  return row!.id;
}

/** Marks the resume a tailored copy for a posting, as POST /resumes/{id}/tailored-copies records it. */
export async function markTailored(t: TestApp, resumeId: string, sourceResumeId: string) {
  await t.deps.db.insert(resumeTailorings).values({
    resumeId,
    sourceResumeId,
    role: 'Platform Engineer',
    company: 'Globex',
    jobDescription: 'Globex is hiring a Platform Engineer to run Kubernetes.',
    changes: [],
  });
}
