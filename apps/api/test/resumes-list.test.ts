import { analyzeResume, type Resume, type ResumeListItem } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (token: string) => t.request<ResumeListItem[]>('/api/v1/resumes', { token });

describe('the resumes list', () => {
  it("gives each resume its headline and its content's current score, analysed or not, after each save", async () => {
    const { access_token: token } = await newGuest(t);
    const created = await t.request<Resume>('/api/v1/resumes', { token, body: { data: completeResume() } });
    const full = (await list(token)).body[0]!;
    expect(full.title).toBe(completeResume().title);
    expect(full.score).toBeNull();
    expect(full.current_score).toBe(analyzeResume(completeResume()).score);

    const thinned = { ...completeResume(), experience: [], summary: '' };
    await t.request(`/api/v1/resumes/${created.body.id}`, {
      method: 'PUT',
      token,
      body: { version: 1, data: thinned },
    });
    const after = (await list(token)).body[0]!;
    expect(after.current_score).toBe(analyzeResume(thinned).score);
    expect(after.current_score).toBeLessThan(full.current_score);
  });

  it('keeps the latest analysis score beside it, a job posting included', async () => {
    const { access_token: token } = await newGuest(t);
    const { body } = await t.request<Resume>('/api/v1/resumes', { token, body: { data: completeResume() } });
    const analysis = await t.request<{ score: number }>(`/api/v1/resumes/${body.id}/analysis`, {
      token,
      body: { job_description: 'Backend engineer: Go, Kubernetes, PostgreSQL, on-call rotations.' },
    });
    const [item] = (await list(token)).body;
    expect(item).toMatchObject({
      score: analysis.body.score,
      current_score: analyzeResume(completeResume()).score,
    });
  });
});
