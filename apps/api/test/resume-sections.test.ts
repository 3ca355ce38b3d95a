import type { Resume } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECTIONS = {
  order: ['summary', 'education', 'custom:ab12cd34', 'experience'],
  headings: { experience: 'Where I worked' },
  hidden: ['summary'],
};
const CUSTOM = [
  {
    id: 'ab12cd34',
    heading: 'Volunteering',
    entries: [
      {
        title: 'Code Club mentor',
        subtitle: 'Raspberry Pi Foundation',
        start_date: '2019-09',
        end_date: '',
        place: 'London',
        description: '',
        bullets: ['Taught Python'],
      },
    ],
  },
];

describe('sections your way, kept in the resume', () => {
  it('saves and reads back the order, headings, hidden sections and custom sections', async () => {
    const { access_token: token } = await newGuest(t);
    const created = (await t.request<Resume>('/api/v1/resumes', { token, body: { data: completeResume() } }))
      .body;
    expect(created.data.sections).toBeUndefined();
    const data = { ...created.data, sections: SECTIONS, custom_sections: CUSTOM };
    const saved = await t.request<Resume>(`/api/v1/resumes/${created.id}`, {
      method: 'PUT',
      token,
      body: { data, version: created.version },
    });
    expect(saved.status).toBe(200);
    const read = (await t.request<Resume>(`/api/v1/resumes/${created.id}`, { token })).body;
    expect(read.data.sections).toEqual(SECTIONS);
    expect(read.data.custom_sections).toEqual(CUSTOM);
  });

  it('refuses an unknown section name with a 422 naming the field', async () => {
    const { access_token: token } = await newGuest(t);
    const response = await t.request<{ detail: unknown }>('/api/v1/resumes', {
      token,
      body: { data: { ...completeResume(), sections: { order: ['hobbies'] } } },
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body.detail)).toContain('sections');
  });
});
