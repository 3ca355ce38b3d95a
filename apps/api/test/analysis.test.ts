import { type Analysis, emptyResumeData, type Resume, type ResumeListItem } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function resumeWith(token: string, data = completeResume()) {
  return (await t.request<Resume>('/api/v1/resumes', { token, body: { data } })).body;
}

describe('POST /resumes/{id}/analysis', () => {
  it('scores a resume with categories, findings and a band, and stores the score', async () => {
    const { access_token } = await newGuest(t);
    const resume = await resumeWith(access_token);
    const res = await t.request<Analysis>(`/api/v1/resumes/${resume.id}/analysis`, {
      token: access_token,
      method: 'POST',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resume_id).toBe(resume.id);
    expect(res.body.score).toBeGreaterThanOrEqual(76);
    expect(['strong', 'excellent']).toContain(res.body.band);
    expect(res.body.categories.reduce((sum, c) => sum + c.max, 0)).toBe(100);
    expect(res.body.categories.reduce((sum, c) => sum + c.score, 0)).toBe(res.body.score);
    expect(res.body.keywords).toBeUndefined();

    const list = await t.request<ResumeListItem[]>('/api/v1/resumes', { token: access_token });
    expect(list.body[0]?.score).toBe(res.body.score);
    const stored = await t.request<Resume>(`/api/v1/resumes/${resume.id}`, { token: access_token });
    expect(stored.body.version).toBe(resume.version);
  });

  it('an empty resume is weak, with errors pointing at the missing parts', async () => {
    const { access_token } = await newGuest(t);
    const resume = await resumeWith(access_token, emptyResumeData());
    const res = await t.request<Analysis>(`/api/v1/resumes/${resume.id}/analysis`, {
      token: access_token,
      body: {},
    });
    expect(res.body.band).toBe('weak');
    const errorFields = res.body.findings.filter((f) => f.severity === 'error').map((f) => f.field);
    expect(errorFields).toEqual(
      expect.arrayContaining(['first_name', 'summary', 'experience', 'education', 'skills']),
    );
  });

  it('measures keyword coverage against a job description', async () => {
    const { access_token } = await newGuest(t);
    const resume = await resumeWith(access_token);
    const res = await t.request<Analysis>(`/api/v1/resumes/${resume.id}/analysis`, {
      token: access_token,
      body: {
        job_description:
          'We need a backend engineer with Kubernetes, PostgreSQL, GraphQL and Terraform experience.',
      },
    });
    expect(res.body.keywords?.matched).toEqual(expect.arrayContaining(['kubernetes', 'postgresql']));
    expect(res.body.keywords?.missing).toEqual(expect.arrayContaining(['graphql', 'terraform']));
    expect(res.body.keywords?.coverage).toBeGreaterThan(0);
    expect(res.body.keywords?.coverage).toBeLessThan(1);
  });

  it("answers 404 for someone else's resume and 422 for an oversized job description", async () => {
    const owner = await newGuest(t);
    const stranger = await newGuest(t);
    const resume = await resumeWith(owner.access_token);
    const res = await t.request(`/api/v1/resumes/${resume.id}/analysis`, {
      token: stranger.access_token,
      method: 'POST',
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Resume not found' });
    const tooLong = await t.request(`/api/v1/resumes/${resume.id}/analysis`, {
      token: owner.access_token,
      body: { job_description: 'x '.repeat(20_001) },
    });
    expect(tooLong.status).toBe(422);
  });
});
