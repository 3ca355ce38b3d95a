import { describe, expect, it } from 'vitest';
import {
  emptyExperience,
  RESUME_LIMITS,
  resumeCharacters,
  resumeDataSchema,
  storedResumeDataSchema,
} from '../schemas/resume';
import { oversizedResume as hugeResume } from '../testing';
import { fitResumeToLimits } from './fit-resume';

const issuesOf = (data: unknown) =>
  resumeDataSchema
    .safeParse(data)
    .error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));

describe('resume limits', () => {
  it('refuses more entries than a resume holds, naming the list', () => {
    const jobs = Array.from({ length: RESUME_LIMITS.entries.experience + 1 }, () => ({}));
    expect(issuesOf({ experience: jobs })).toEqual([
      { path: ['experience'], message: 'A resume can hold at most 30 positions' },
    ]);
    const achievements = Array.from({ length: RESUME_LIMITS.entries.achievements + 1 }, () => 'Did it');
    expect(issuesOf({ experience: [{ achievements }] })?.[0]?.path).toEqual([
      'experience',
      0,
      'achievements',
    ]);
  });

  it('refuses a resume whose text together is over the total, saying by how much', () => {
    const summaryAndJobs = (jobs: number) => ({
      summary: 'x'.repeat(4000),
      experience: Array.from({ length: jobs }, () => ({ company_description: 'y'.repeat(2000) })),
    });
    expect(issuesOf(summaryAndJobs(18))).toBeUndefined(); // 40,000 characters exactly
    expect(issuesOf(summaryAndJobs(19))).toEqual([
      {
        path: [],
        message:
          'This resume is too long: 42,000 characters, and a resume can hold at most 40,000. Shorten or remove some entries.',
      },
    ]);
  });

  it('still reads a stored resume saved under the older, looser limits', () => {
    expect(storedResumeDataSchema.safeParse(hugeResume()).success).toBe(true);
    expect(resumeDataSchema.safeParse(hugeResume()).success).toBe(false);
  });
});

describe('fitResumeToLimits', () => {
  it('keeps the first part of an oversized resume and makes it valid', () => {
    const { data, cut } = fitResumeToLimits(hugeResume());
    expect(cut).toBe(true);
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
    expect(resumeCharacters(data)).toBeLessThanOrEqual(RESUME_LIMITS.totalCharacters);
    expect(data.experience.length).toBeLessThanOrEqual(RESUME_LIMITS.entries.experience);
    expect(data.experience[0]?.achievements).toHaveLength(RESUME_LIMITS.entries.achievements);
    expect(data.experience[0]?.achievements[0]).toBe(hugeResume().experience[0]?.achievements[0]);
    expect(data.first_name).toBe('Ada');
  });

  it('keeps the first entries of a list far past its limit, whatever the dropped ones hold', () => {
    const job = { ...emptyExperience(), job_title: 'Engineer', start_date: '2020-01', end_date: '2021-02' };
    const data = { ...resumeDataSchema.parse({}), experience: Array(50_000).fill(job) };
    const { data: fitted } = fitResumeToLimits(data);
    expect(fitted.experience).toHaveLength(RESUME_LIMITS.entries.experience);
    expect(fitted.experience[0]).toEqual(job);
  });

  it('leaves a resume within the limits as it is', () => {
    const small = resumeDataSchema.parse({ first_name: 'Ada', summary: 'Builds engines.' });
    expect(fitResumeToLimits(small)).toEqual({ data: small, cut: false });
  });

  it('never cuts through a character made of two code units', () => {
    const long = `${'a'.repeat(4999)}😀`; // the emoji straddles the 5,000-character summary limit
    const { data } = fitResumeToLimits({ ...resumeDataSchema.parse({}), summary: long });
    expect(data.summary).toBe('a'.repeat(4999));
  });
});
