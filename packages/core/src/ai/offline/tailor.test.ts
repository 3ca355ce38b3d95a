import { describe, expect, it } from 'vitest';
import { analyzeResume } from '../../analysis/analyze';
import { backendJobDescription } from '../../analysis/fixtures/job-descriptions';
import { type ResumeData, resumeDataSchema } from '../../schemas/resume';
import { FIXTURE_NOW, seniorResume } from '../../testing';
import { offlineAnswer } from './index';

const analyst: ResumeData = resumeDataSchema.parse({
  first_name: 'Ana',
  last_name: 'Silva',
  summary: 'Data analyst who turns sales data into weekly decisions.',
  skills: [{ name: 'SQL' }, { name: 'Python' }],
  experience: [
    {
      job_title: 'Data Analyst',
      company: 'Harbour Foods',
      start_date: '2021-01',
      is_current: true,
      achievements: [
        'Built weekly sales dashboards for the marketing team, used by 25 people.',
        'Cleaned 3 years of order history in SQL.',
      ],
    },
  ],
});

const posting = `Data Analyst

We are hiring a data analyst to join our growth team.
- Build dashboards in Looker for the marketing team.
- Write SQL and Python every day; Snowflake and dbt are a plus.
- Run A/B testing with product managers.`;

const tailor = (resume: ResumeData, jobDescription: string) =>
  offlineAnswer({ kind: 'tailor', resume, jobDescription }, FIXTURE_NOW);

/** The lines under one heading, up to the next blank line. */
const section = (text: string, heading: string): string =>
  text.split('\n\n').find((block) => block.startsWith(`${heading}\n`)) ?? '';

describe('tailoring suggestions', () => {
  const text = tailor(analyst, posting);
  const { missing } = analyzeResume(analyst, { jobDescription: posting, now: FIXTURE_NOW }).keywords ?? {
    missing: [],
  };

  it('names the terms the resume already has', () => {
    expect(text.split('\n')[0]).toMatch(/^Already on your resume: .*SQL.*Python/);
  });

  it('suggests a language the posting asks for under Languages, not Skills', () => {
    const text = tailor(analyst, `${posting}\n- Polish is a plus.`);
    expect(section(text, 'Languages')).toBe('Languages\n- Polish: add it under Languages if you speak it.');
    expect(section(text, 'Skills')).not.toContain('Polish');
  });

  it('suggests the missing tools for Skills, as the posting spells them, if the person has them', () => {
    const skills = section(text, 'Skills');
    for (const tool of ['Looker', 'Snowflake', 'dbt', 'A/B testing']) {
      expect(skills).toContain(
        `- ${tool.charAt(0).toUpperCase()}${tool.slice(1)}: add it to Skills if you have it.`,
      );
    }
    expect(skills).not.toContain('SQL');
  });

  it('every suggested term is one the analysis finds missing', () => {
    const suggested = [...text.matchAll(/^- (.+?): add it/gm)].map((m) => (m[1] ?? '').toLowerCase());
    expect(suggested.length).toBeGreaterThan(0);
    for (const term of suggested) expect(missing).toContain(term);
  });

  it('gives a summary sentence built on the latest title, without putting the years on terms not shown', () => {
    expect(section(text, 'Summary')).toMatch(/"Data Analyst experienced in [^"]+\."/);
    expect(section(text, 'Summary')).not.toMatch(/years/);
  });

  it('points an achievement at the term its work is closest to', () => {
    expect(section(text, 'Experience')).toContain(
      '- "Built weekly sales dashboards for the marketing team, used…" (Harbour Foods): mention Looker',
    );
  });

  it('says so when the resume already covers the posting', () => {
    const covered = tailor(analyst, 'We need SQL and Python.');
    expect(covered).toContain('covers every key term');
    expect(covered).not.toContain('Skills\n');
  });

  it('works on a full resume and posting', () => {
    const full = tailor(seniorResume(), backendJobDescription);
    expect(section(full, 'Skills')).toContain('GraphQL');
    expect(section(full, 'Summary')).toContain('"Staff Software Engineer experienced in');
    expect(section(full, 'Experience')).toContain('mention incident response');
  });
});
