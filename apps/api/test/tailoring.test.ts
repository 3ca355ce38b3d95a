import { LIMITS, type Resume, type Tailoring } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

const POSTING = `Staff Platform Engineer at Globex Corporation

About Globex Corporation
Globex builds logistics software. We raised our Series C and offer an ESOP and a learning budget.

Responsibilities
- Run event pipelines on Kafka and services on Kubernetes.
- Keep our PostgreSQL fleet fast.

Requirements
- Strong Go and SQL.
- Experience with Terraform and Kubernetes.

Nice to have
- Datadog.`;

type Created = { resume: Resume; tailoring: Tailoring };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function resumeOf(token: string): Promise<Resume> {
  const res = await t.request<Resume>('/api/v1/resumes', {
    token,
    body: { data: completeResume(), template: 'modern' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const tailor = (token: string, id: string, job_description = POSTING) =>
  t.request<Created>(`/api/v1/resumes/${id}/tailored-copies`, { token, body: { job_description } });

const decide = (token: string, id: string, decisions: { change_id: string; status: string }[]) =>
  t.request<Tailoring>(`/api/v1/resumes/${id}/tailoring`, { token, method: 'PATCH', body: { decisions } });

describe('tailored copies', () => {
  it('copy the resume under the role and company, linked to the posting, with changes to review', async () => {
    const { access_token: token } = await newGuest(t);
    const original = await resumeOf(token);
    const res = await tailor(token, original.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { resume, tailoring } = res.body;
    expect(resume.id).not.toBe(original.id);
    expect(resume.name).toBe('Staff Platform Engineer at Globex Corporation');
    expect(resume.template).toBe('modern');
    // Nothing is changed until the person accepts it.
    expect(resume.data).toEqual(original.data);
    expect(tailoring).toMatchObject({
      resume_id: resume.id,
      source_resume_id: original.id,
      role: 'Staff Platform Engineer',
      company: 'Globex Corporation',
      job_description: POSTING,
    });
    const kinds = new Set(tailoring.changes.map((c) => c.kind));
    expect(kinds).toEqual(new Set(['summary', 'skills_order', 'achievements_order', 'add_skill']));
    const offered = tailoring.changes.flatMap((c) => (c.kind === 'add_skill' ? [c.skill.toLowerCase()] : []));
    expect(offered).toContain('terraform');
    for (const noise of ['esop', 'c', 'budget', 'globex corporation', 'kubernetes'])
      expect(offered).not.toContain(noise);
    expect(tailoring.changes.every((c) => c.status === 'pending')).toBe(true);

    const read = await t.request<Tailoring>(`/api/v1/resumes/${resume.id}/tailoring`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(tailoring);
    const list = await t.request<{ id: string; name: string }[]>('/api/v1/resumes', { token });
    expect(list.body.map((r) => r.name)).toContain('Staff Platform Engineer at Globex Corporation');
  });

  it('record decisions, one or all at once; a decision is final', async () => {
    const { access_token: token } = await newGuest(t);
    const { resume, tailoring } = (await tailor(token, (await resumeOf(token)).id)).body;
    const [first, ...rest] = tailoring.changes;
    const one = await decide(token, resume.id, [{ change_id: first!.id, status: 'accepted' }]);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.changes[0]?.status).toBe('accepted');
    expect(one.body.changes.slice(1).every((c) => c.status === 'pending')).toBe(true);

    // Sent twice at once (a double click, two tabs): both land.
    const [a, b] = await Promise.all(
      rest.slice(0, 2).map((c) => decide(token, resume.id, [{ change_id: c.id, status: 'rejected' }])),
    );
    expect([a?.status, b?.status]).toEqual([200, 200]);
    const after = await t.request<Tailoring>(`/api/v1/resumes/${resume.id}/tailoring`, { token });
    expect(after.body.changes.slice(1, 3).map((c) => c.status)).toEqual(['rejected', 'rejected']);

    expect((await decide(token, resume.id, [{ change_id: first!.id, status: 'accepted' }])).status).toBe(200);
    const flip = await decide(token, resume.id, [{ change_id: first!.id, status: 'rejected' }]);
    expect(flip.status).toBe(409);
    expect(flip.body).toEqual({ detail: { msg: 'This change was already accepted.' } });
    const unknown = await decide(token, resume.id, [{ change_id: 'nope', status: 'accepted' }]);
    expect(unknown.status).toBe(422);
  });

  it("are the owner's alone, and only a tailored copy has a tailoring", async () => {
    const owner = (await newGuest(t)).access_token;
    const stranger = (await newGuest(t)).access_token;
    const original = await resumeOf(owner);
    const { resume } = (await tailor(owner, original.id)).body;
    expect((await tailor(stranger, original.id)).status).toBe(404);
    expect((await t.request(`/api/v1/resumes/${resume.id}/tailoring`, { token: stranger })).status).toBe(404);
    expect((await decide(stranger, resume.id, [{ change_id: 'summary', status: 'accepted' }])).status).toBe(
      404,
    );
    const plain = await t.request<{ detail: string }>(`/api/v1/resumes/${original.id}/tailoring`, {
      token: owner,
    });
    expect(plain.status).toBe(404);
    expect(plain.body.detail).toBe('This resume was not tailored to a job posting.');
  });

  it('count as resumes: past the free limit, 403 resume_limit and nothing written', async () => {
    const { access_token: token } = await newGuest(t);
    const original = await resumeOf(token);
    for (let i = 1; i < LIMITS.freeResumeLimit; i++)
      expect((await tailor(token, original.id)).status).toBe(201);
    const over = await tailor(token, original.id);
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ detail: { code: 'resume_limit' } });
    const list = await t.request<unknown[]>('/api/v1/resumes', { token });
    expect(list.body).toHaveLength(LIMITS.freeResumeLimit);
  });

  it('refuse an empty posting, and survive the deletion of either resume', async () => {
    const { access_token: token } = await newGuest(t);
    const original = await resumeOf(token);
    const empty = await tailor(token, original.id, '   ');
    expect(empty.status).toBe(422);
    const { resume } = (await tailor(token, original.id)).body;
    expect((await t.request(`/api/v1/resumes/${original.id}`, { token, method: 'DELETE' })).status).toBe(204);
    const orphan = await t.request<Tailoring>(`/api/v1/resumes/${resume.id}/tailoring`, { token });
    expect(orphan.body.source_resume_id).toBeNull();
    expect((await t.request(`/api/v1/resumes/${resume.id}`, { token, method: 'DELETE' })).status).toBe(204);
    expect((await t.request(`/api/v1/resumes/${resume.id}/tailoring`, { token })).status).toBe(404);
  });
});
