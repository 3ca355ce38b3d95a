import { type Resume, type ResumeData, resumeSchema, skillLevels } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../src/db/schema';
import { me, newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Text a JSON writer must escape, or may get wrong: quotes, escapes, controls, separators, astral planes. */
const TRICKY =
  'Zoë "Ζωή" \\ García\n\ttab \u2028\u2029 </script> 🚀👩🏽‍💻 日本語 العربية e\u0301 \u0001\u001f';

/** Every section and every optional field filled, with every kind of text. */
function everyField(): ResumeData {
  const base = completeResume();
  return {
    ...base,
    title: TRICKY,
    middle_name: 'Elena 🚀',
    contacts: (['email', 'phone', 'linkedin', 'github', 'website', 'other'] as const).map((type) => ({
      type,
      value: `${type}: ${TRICKY}`,
      label: type,
    })),
    skills: [...skillLevels, null].map((level) => ({ name: `Skill ${level} ✓`, level })),
    experience: [
      { ...base.experience[0]!, end_date: null, is_current: true, achievements: [TRICKY, ''] },
      { ...base.experience[1]!, start_date: '2019', end_date: '', achievements: [] },
    ],
    education: [{ ...base.education[0]!, graduation_date: null, field_of_study: TRICKY }],
    extras: {
      languages: [{ name: 'Español', level: 'Nativo' }],
      certifications: [{ name: 'AWS ☁', issuer: TRICKY, date: '2021-07' }],
      projects: [{ name: 'Ledger', description: TRICKY, url: 'https://example.com/ledger?a=1&b="2"' }],
      links: [{ label: 'Blog', url: 'https://example.com/ü' }],
    },
  };
}

async function raw(path: string, token: string, init: RequestInit = {}) {
  const response = await fetch(`${t.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return { status: response.status, text: await response.text() };
}

/** What the zod serializer wrote before: the entity's keys in schema order, JSON.stringify's escapes. */
const asZodWrote = (text: string) => JSON.stringify(resumeSchema.parse(JSON.parse(text)));

describe('a resume read back is written exactly as it was saved', () => {
  it('every section, every optional field and every kind of text round-trip through PUT then GET', async () => {
    const { access_token } = await newGuest(t);
    const created = await raw('/api/v1/resumes', access_token, { method: 'POST', body: '{}' });
    const { id } = JSON.parse(created.text) as Resume;
    const data = everyField();
    const put = await raw(`/api/v1/resumes/${id}`, access_token, {
      method: 'PUT',
      body: JSON.stringify({ version: 1, name: 'Ünïcode ✓', data }),
    });
    const get = await raw(`/api/v1/resumes/${id}`, access_token);
    expect(put.status).toBe(200);
    expect(get.status).toBe(200);
    expect(get.text).toBe(put.text);
    expect(get.text).toBe(asZodWrote(get.text));
    expect((JSON.parse(get.text) as Resume).data).toEqual(data);
  });

  it('a row stored before newer fields existed reads with their defaults, and without unknown keys', async () => {
    const { access_token } = await newGuest(t);
    const user = (await me(t, access_token)).body;
    const [row] = await t.deps.db
      .insert(resumes)
      .values({
        userId: user.id,
        name: 'Old',
        template: 'classic',
        source: 'scratch',
        data: { first_name: 'Old', experience: [{ job_title: 'Clerk', retired_field: 1 }], retired: true },
      })
      .returning();
    const get = await raw(`/api/v1/resumes/${row!.id}`, access_token);
    expect(get.status).toBe(200);
    expect(get.text).toBe(asZodWrote(get.text));
    const { data } = JSON.parse(get.text) as Resume;
    expect(data).toMatchObject({ first_name: 'Old', last_name: '', contacts: [], skills: [] });
    expect(data.experience[0]).toEqual({
      job_title: 'Clerk',
      company: '',
      city: '',
      country: '',
      start_date: '',
      end_date: null,
      is_current: false,
      company_description: '',
      achievements: [],
    });
    expect(data).not.toHaveProperty('retired');
  });
});
