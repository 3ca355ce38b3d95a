import { beforeAll, describe, expect, it } from 'vitest';
import { buzzwords, firstPersonWords } from '../../analysis/text/phrases';
import { countSentences } from '../../analysis/text/sentences';
import { misspellings } from '../../analysis/text/spelling';
import { emptyResumeData, type ResumeData, resumeDataSchema } from '../../schemas/resume';
import { FIXTURE_NOW, seniorResume, weakResume } from '../../testing';
import { loadWriterGrammar } from './grammar';
import { offlineAnswer } from './index';

beforeAll(() => loadWriterGrammar());

/** Six years and two months of experience on 2025-06-15; the years appear nowhere in the text. */
const analyst: ResumeData = resumeDataSchema.parse({
  first_name: 'Ana',
  last_name: 'Silva',
  title: 'Analyst',
  skills: [{ name: 'Excel' }, { name: 'SQL' }, { name: 'Tableau' }, { name: 'Python' }],
  experience: [
    {
      job_title: 'Junior Analyst',
      company: 'Harbour Foods',
      start_date: '2019-04',
      end_date: '2021-12',
      achievements: ['Cleaned the customer database.'],
    },
    {
      job_title: 'Senior Data Analyst',
      company: 'Cityline',
      start_date: '2022-01',
      is_current: true,
      achievements: [
        'Built a Python forecast that cut stock waste by 18%.',
        'Responsible for the weekly report.',
      ],
    },
  ],
});

const summary = (resume: ResumeData) => offlineAnswer({ kind: 'summary', resume }, FIXTURE_NOW);
const digits = (text: string) => text.match(/\d+/g) ?? [];
const within = (text: string) => {
  expect(countSentences(text)).toBeGreaterThanOrEqual(2);
  expect(countSentences(text)).toBeLessThanOrEqual(4);
};

describe('writing a summary', () => {
  it('calls a highlight recent only when it comes from the latest role', () => {
    expect(summary(analyst)).toContain('Recent highlights include building a Python forecast');
    const olderOnly = {
      ...analyst,
      experience: analyst.experience.map((role) =>
        role.company === 'Cityline'
          ? { ...role, achievements: ['Responsible for the weekly report.'] }
          : role,
      ),
    };
    expect(summary(olderOnly)).toMatch(/(?<!Recent )Highlights include cleaning the customer database/);
  });

  it('states the counted years, the current title and the skills the achievements show', () => {
    const text = summary(analyst);
    within(text);
    expect(text).toMatch(/^Senior Data Analyst with 6 years of experience, most recently at Cityline\./);
    expect(text).toContain('Skilled in Python, Excel and SQL.');
  });

  it('takes its one result from a real achievement, never a duty', () => {
    const text = summary(analyst);
    expect(text).toContain('building a Python forecast that cut stock waste by 18%');
    expect(text).not.toContain('weekly report');
  });

  it('contains no number that is neither on the resume nor the counted years', () => {
    const onResume = JSON.stringify(analyst);
    for (const n of digits(summary(analyst))) expect(n === '6' || onResume.includes(n)).toBe(true);
  });

  it('still writes two sentences, with no facts, for an empty resume', () => {
    const text = summary(emptyResumeData());
    expect(countSentences(text)).toBe(2);
    expect(digits(text)).toEqual([]);
  });

  it("adds the goal from the prompt, in the prompt's words", () => {
    const text = offlineAnswer(
      { kind: 'writer', writerKind: 'summary', prompt: 'aiming for a product manager role', resume: analyst },
      FIXTURE_NOW,
    );
    within(text);
    expect(text).toMatch(/Now aiming for a product manager role\.$/);
  });
});

describe('improving the summary', () => {
  const improveSummary = (resume: ResumeData, instruction?: string) =>
    offlineAnswer(
      { kind: 'improve', resume, field: 'summary', text: resume.summary, instruction },
      FIXTURE_NOW,
    );

  it('drops "I", clichés and typos and keeps 2-4 sentences', () => {
    const text = improveSummary(weakResume());
    within(text);
    expect(firstPersonWords(text)).toEqual([]);
    expect(buzzwords(text)).toEqual([]);
    expect(misspellings(text)).toEqual([]);
    expect(text).toMatch(/^Store Manager with experience in management and customer service\. Looking for/);
  });

  it('keeps "I" before a verb of feeling, which would read as an order without it', () => {
    const resume = {
      ...seniorResume(),
      summary: 'I care about accessibility and performance. I lead teams of 5.',
    };
    expect(improveSummary(resume)).toMatch(/^I care about accessibility and performance\. Lead teams of 5\./);
  });

  it('leaves a good summary as it is, apart from the pronoun', () => {
    const text = improveSummary(seniorResume());
    expect(text).toContain('Lead teams of 5-15 engineers');
    expect(countSentences(text)).toBe(3);
  });

  it('cuts a long summary to its first sentences and its goal', () => {
    const resume = {
      ...analyst,
      summary:
        'Analyst. Good with data. Strong in SQL. Curious. Calm under pressure. Looking for a senior role.',
    };
    expect(countSentences(improveSummary(resume))).toBe(4);
    expect(improveSummary(resume)).toMatch(/Looking for a senior role\.$/);
    expect(countSentences(improveSummary(resume, 'make it shorter'))).toBe(2);
  });
});

describe('a summary is grammatical and grounded (issue 36)', () => {
  const engineer = resumeDataSchema.parse({
    title: 'Software Engineer',
    skills: [{ name: 'Go' }, { name: 'PostgreSQL' }, { name: 'Kubernetes' }],
    experience: [
      {
        job_title: 'Senior Backend Engineer',
        company: 'Northwind',
        start_date: '2021-03',
        is_current: true,
        achievements: ['Designed and led the migration of 40 services to Kubernetes'],
      },
    ],
  });

  it('never joins a gerund to a past verb ("designing and led")', () => {
    const text = summary(engineer);
    expect(text).toContain('designing and leading the migration of 40 services to Kubernetes');
    expect(text).not.toMatch(/designing and led/);
  });

  it('names the most recent title and real skills, in 2-4 sentences, differently on "try again"', () => {
    const again = offlineAnswer({ kind: 'summary', resume: engineer }, FIXTURE_NOW, 1);
    for (const text of [summary(engineer), again]) {
      within(text);
      expect(text).toContain('Senior Backend Engineer');
      expect(text).toContain('Kubernetes, Go and PostgreSQL');
    }
    expect(again).not.toBe(summary(engineer));
    expect(again).toContain('Designed and led the migration of 40 services to Kubernetes at Northwind.');
  });
});

describe('what a summary calls the person (a held-out set, 2026-11-29)', () => {
  const withTitles = (title: string, job: string, skills: string[] = []) =>
    resumeDataSchema.parse({
      title,
      skills: skills.map((name) => ({ name })),
      experience: [
        { job_title: 'Teacher', company: 'Maple Grove School', start_date: '2014-09', end_date: '2022-06' },
        { job_title: job, company: 'Pixel Forge', start_date: '2022-09', is_current: true },
      ],
    });

  it('takes the resume title when it names the same work more fully, never another job', () => {
    expect(summary(withTitles('Senior Accountant, CPA', 'Senior Accountant'))).toMatch(
      /^Senior Accountant, CPA with/,
    );
    expect(summary(withTitles('Registered Nurse', 'Student Nurse (Clinical Rotation)'))).toMatch(
      /^Registered Nurse,/,
    );
    expect(summary(withTitles('Product Manager', 'Sales Manager'))).toMatch(/^Sales Manager with/);
    expect(summary(withTitles('Accountant', 'Senior Accountant'))).toMatch(/^Senior Accountant with/);
  });

  it('claims no years of experience for someone whose latest role is an internship', () => {
    const text = summary(withTitles('', 'UX Design Intern'));
    expect(text).toMatch(/^UX Design Intern, most recently at Pixel Forge\./);
    expect(text).not.toMatch(/years? of experience/);
  });

  it('writes skills mid-sentence as words, and names and nationalities as written', () => {
    const text = summary(withTitles('', 'Store Manager', ['Scheduling', 'Month-end close', 'Python']));
    expect(text).toContain('scheduling, month-end close and Python');
    expect(summary(withTitles('', 'Chef', ['Telemetry', 'Italian cuisine', 'Excel']))).toContain(
      'telemetry, Italian cuisine and Excel',
    );
  });
});
