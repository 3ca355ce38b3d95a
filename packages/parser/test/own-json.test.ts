import { emptyResumeData, type ResumeData } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/index';

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));

/** Our own JSON export (GET /resumes/{id}/export?format=json): the ResumeData as stored. */
const exported: ResumeData = {
  ...emptyResumeData(),
  first_name: 'Jane',
  last_name: 'Doe',
  title: 'Platform Engineer',
  summary: 'Builds reliable payment systems.',
  experience: [
    {
      job_title: 'Engineer',
      company: 'Globex',
      city: 'London',
      country: 'United Kingdom',
      start_date: '2020-01',
      end_date: null,
      is_current: true,
      company_description: '',
      achievements: ['Cut latency by 40%.'],
    },
  ],
  design: { accent: '#8b1e3f', font: 'eb-garamond', paper: 'LETTER', date_format: 'MM/YYYY' },
};

describe('our own JSON export, uploaded back', () => {
  it('reads as the same resume, its design included', async () => {
    const result = await parseResume(encode(exported));
    expect(result.fileType).toBe('json');
    expect(result.data).toEqual(exported);
    expect(result.checks).toEqual([]);
  });

  it('reads a design value that is no longer valid as the template’s own', async () => {
    const result = await parseResume(
      encode({ ...exported, design: { font: 'comic-sans', accent: '#0f5f5a' } }),
    );
    expect(result.data.design).toEqual({ accent: '#0f5f5a' });
  });

  it('leaves other JSON to be read as text', async () => {
    const result = await parseResume(encode({ name: 'Jane Doe', job: 'Engineer at Globex since 2020' }));
    expect(result.fileType).toBe('txt');
  });
});
