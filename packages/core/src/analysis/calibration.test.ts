import { beforeAll, describe, expect, it } from 'vitest';
import { scoreBand } from '../rules/score-band';
import { emptyResumeData, type ResumeData } from '../schemas/resume';
import { FIXTURE_NOW, juniorResume, seniorResume, weakResume } from '../testing';
import { analyzeResume } from './analyze';
import { CATEGORY_WEIGHTS, type CategoryId } from './categories';
import { analyze, clone, senior, withRoles } from './fixtures/builders';
import { backendJobDescription } from './fixtures/job-descriptions';
import { loadPostingReader } from './posting/tagger';
import { type AnalysisResult, analysisRequestSchema, analysisSchema } from './schema';

// The job match reads postings with the NLP model, which every caller loads first.
beforeAll(() => loadPostingReader());

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const eachAchievement = (data: ResumeData, edit: (a: string) => string) => {
  for (const role of data.experience) role.achievements = role.achievements.map(edit);
};

const PRESENT: Record<string, string> = {
  Automated: 'Automate',
  Supported: 'Support',
  Assisted: 'Assist',
  Built: 'Build',
  Migrated: 'Migrate',
  Introduced: 'Introduce',
  Rewrote: 'Rewrite',
  Interviewed: 'Interview',
  Developed: 'Develop',
  Shipped: 'Ship',
  Delivered: 'Deliver',
  Created: 'Create',
};
function presentTense(data: ResumeData) {
  for (const role of data.experience.filter((r) => !r.is_current))
    role.achievements = role.achievements.map((a) => a.replace(/^\w+/, (verb) => PRESENT[verb] ?? verb));
}

/** Edits a recruiter would call a step backwards; each must lower the score. */
const MUTATIONS: [string, (data: ResumeData) => void][] = [
  [
    'removing numbers from achievements',
    (d) => eachAchievement(d, (a) => a.replace(/[$~]?\d[\d,.]*(?:%|[kmb]\b|x\b|\+)?/gi, 'some')),
  ],
  ['deleting the summary', (d) => Object.assign(d, { summary: '' })],
  [
    'turning achievements into "responsible for" duties',
    (d) => eachAchievement(d, (a) => `Responsible for ${a.replace(/^\S+\s+/, '')}`),
  ],
  ['adding first-person pronouns', (d) => eachAchievement(d, (a) => `I ${lowerFirst(a)}`)],
  [
    'removing dates',
    (d) => {
      for (const role of d.experience)
        Object.assign(role, { start_date: '', end_date: null, is_current: false });
    },
  ],
  ['cutting achievements to one word', (d) => eachAchievement(d, (a) => a.split(' ')[0] ?? a)],
  [
    'padding achievements with filler',
    (d) => eachAchievement(d, (a) => `Successfully and very effectively ${lowerFirst(a)}`),
  ],
  ['writing past roles in the present tense', presentTense],
  ['breaking the email address', (d) => Object.assign(d, { email: d.email.replace('@', ' at ') })],
  ['breaking the LinkedIn link', (d) => Object.assign(d.contacts[0] ?? {}, { value: 'my linkedin' })],
  [
    'misspelling a word in the summary',
    (d) => Object.assign(d, { summary: d.summary.replace(/experience/, 'experiance') }),
  ],
  ['listing every skill twice', (d) => Object.assign(d, { skills: [...d.skills, ...d.skills] })],
  ['deleting the education', (d) => Object.assign(d, { education: [] })],
  ['deleting the location', (d) => Object.assign(d, { location: '' })],
  [
    'stuffing the summary with 7 sentences',
    (d) => Object.assign(d, { summary: `${d.summary} I code. I lead. I ship. I learn. I grow.` }),
  ],
];

const score = (data: ResumeData, jobDescription?: string) => analyze(data, { jobDescription }).score;

describe('calibration: realistic resumes land in the right band', () => {
  it('an empty resume is weak', () => {
    const result = analyze(emptyResumeData());
    expect(result.band).toBe('weak');
    expect(result.score).toBe(0);
  });

  it('the complete, well-written senior resume is at least strong, without a single error or warning', () => {
    const result = analyze(seniorResume());
    expect(['strong', 'excellent']).toContain(result.band);
    expect(result.findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('the junior resume is good or better, below the senior one', () => {
    const result = analyze(juniorResume());
    expect(['good', 'strong', 'excellent']).toContain(result.band);
    expect(result.score).toBeLessThan(score(seniorResume()));
  });

  it('the weak resume is weak, and says why', () => {
    const result = analyze(weakResume());
    expect(result.band).toBe('weak');
    expect(result.findings.filter((f) => f.severity === 'error').map((f) => f.id)).toEqual([
      'missing-location',
      'missing-education',
      'contact-email-invalid',
    ]);
  });
});

describe('calibration: each step backwards lowers the score', () => {
  for (const [base, data] of [
    ['senior', seniorResume()],
    ['junior', juniorResume()],
  ] as const) {
    it.each(MUTATIONS)(`${base}: %s`, (_name, mutate) => {
      const changed = clone(data);
      mutate(changed);
      expect(score(changed)).toBeLessThan(score(data));
    });
  }

  it('with a job description too', () => {
    const changed = senior();
    changed.skills = changed.skills.filter((s) => !/kafka|kubernetes|terraform|postgres/i.test(s.name));
    eachAchievement(changed, (a) => a.replace(/Kafka|Kubernetes|Terraform|PostgreSQL/g, 'the platform'));
    expect(score(changed, backendJobDescription)).toBeLessThan(score(seniorResume(), backendJobDescription));
  });
});

/** A path such as `experience.0.achievements.2` must lead somewhere in the resume. */
function resolves(data: ResumeData, path: string): boolean {
  let node: unknown = data;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/** Categories a missing part empties, explained by the completeness error for that part. */
const EMPTIED_BY: Partial<Record<CategoryId, string[]>> = {
  contact: ['missing-contact'],
  summary: ['missing-summary'],
  experience: ['missing-experience'],
  dates: ['missing-experience'],
  skills: ['missing-skills'],
  language: ['missing-summary', 'missing-experience'],
};

function explainsItself(data: ResumeData, result: AnalysisResult) {
  expect(result.score).toBe(result.categories.reduce((sum, c) => sum + c.score, 0));
  expect(result.band).toBe(scoreBand(result.score));
  for (const c of result.categories) {
    expect(c.score).toBeGreaterThanOrEqual(0);
    expect(c.score).toBeLessThanOrEqual(c.max);
    if (c.score === c.max) continue;
    const explained = result.findings.some((f) => f.category === c.id || EMPTIED_BY[c.id]?.includes(f.id));
    expect(explained, `${c.id} lost points without a finding`).toBe(true);
  }
  for (const f of result.findings) {
    expect(resolves(data, f.field), `${f.id} points at ${f.field}`).toBe(true);
    expect(f.message).toMatch(/^\S.*[.?]$/);
    expect(f.suggestion.length).toBeGreaterThan(10);
  }
}

describe('every score explains itself', () => {
  const cases: [string, ResumeData][] = [
    ['empty', emptyResumeData()],
    ['senior', seniorResume()],
    ['junior', juniorResume()],
    ['weak', weakResume()],
    ...MUTATIONS.map(([name, mutate]): [string, ResumeData] => {
      const data = clone(seniorResume());
      mutate(data);
      return [`senior after ${name}`, data];
    }),
  ];
  it.each(cases)('%s', (_name, data) => {
    explainsItself(data, analyze(data));
    explainsItself(data, analyze(data, { jobDescription: backendJobDescription }));
  });
});

describe('the result', () => {
  it('is deterministic, and leaves the resume untouched', () => {
    const data = clone(weakResume());
    const frozen = JSON.stringify(data);
    const opts = { now: FIXTURE_NOW, jobDescription: backendJobDescription };
    expect(analyzeResume(data, opts)).toEqual(analyzeResume(clone(weakResume()), opts));
    expect(JSON.stringify(data)).toBe(frozen);
  });

  it('depends on the day only through opts.now', () => {
    // A role that ends in 2026: current in 2025, so present tense is fine; past by 2027, so it is not.
    const data = withRoles({
      start_date: '2024-01',
      end_date: '2026-01',
      achievements: [
        'Manage a team of 8 analysts across 3 regions',
        'Cut reporting time by 40% for 12 teams',
      ],
    });
    const inTime = analyzeResume(data, { now: new Date('2025-06-01T00:00:00Z') });
    const later = analyzeResume(data, { now: new Date('2027-06-01T00:00:00Z') });
    expect(inTime).toEqual(analyzeResume(data, { now: new Date('2025-06-30T23:59:59Z') }));
    expect(inTime.findings.map((f) => f.id)).not.toContain('achievement-tense');
    expect(later.findings.map((f) => f.id)).toContain('achievement-tense');
  });

  it('matches the Analysis shape of docs/http-api.md#resumes', () => {
    for (const jobDescription of [undefined, backendJobDescription]) {
      const result = analyze(juniorResume(), { jobDescription });
      const analysis = {
        resume_id: '3f1c9a52-6d1e-4a39-9a53-2b8f8f0f6c11',
        computed_at: '2025-06-15T12:00:00.000Z',
        ...result,
      };
      expect(analysisSchema.parse(analysis)).toEqual(analysis);
      expect('keywords' in result).toBe(jobDescription !== undefined);
    }
  });

  it('weights each table to exactly 100', () => {
    const total = (weights: Partial<Record<CategoryId, number>>) =>
      Object.values(weights).reduce((a, b) => a + b, 0);
    expect(total(CATEGORY_WEIGHTS.general)).toBe(100);
    expect(total(CATEGORY_WEIGHTS.withJob)).toBe(100);
  });

  it('accepts a job description of up to 20,000 characters', () => {
    expect(analysisRequestSchema.safeParse({}).success).toBe(true);
    expect(analysisRequestSchema.safeParse({ job_description: 'x'.repeat(20_000) }).success).toBe(true);
    expect(analysisRequestSchema.safeParse({ job_description: 'x'.repeat(20_001) }).success).toBe(false);
  });
});

describe('score bands (docs/product.md#score)', () => {
  it.each([
    [0, 'weak'],
    [40, 'weak'],
    [41, 'fair'],
    [60, 'fair'],
    [61, 'good'],
    [75, 'good'],
    [76, 'strong'],
    [89, 'strong'],
    [90, 'excellent'],
    [100, 'excellent'],
  ] as const)('%i is %s', (value, band) => {
    expect(scoreBand(value)).toBe(band);
  });
});
