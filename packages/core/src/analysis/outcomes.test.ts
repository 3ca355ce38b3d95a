import { describe, expect, it } from 'vitest';
import { analyze, findingIds, findings, senior, withAchievements, withRoles } from './fixtures/builders';
import { HELD_OUT_SET, RANKED, type RankedResume, spearman, TUNE_SET } from './fixtures/ranked';
import { evidenceOf, showsResult } from './text/evidence';
import { firstPersonWords } from './text/phrases';

const DUTIES = [
  'Responsible for the payroll of the whole company',
  'Worked on the month-end close with the finance team',
  'Prepared management reports for the directors',
  'Handled supplier invoices and payments',
];

describe('outcome evidence: what a line shows beyond the task', () => {
  it.each([
    ['Cut food cost from 34% to 29% with new portion specs', true, true],
    ['Raised attendance from 91% to 95% working with families', true, true],
    ['Won the regional design award for the tourism campaign', true, false],
    ['Redesigned the intake form, which led to fewer missed referrals', true, false],
    ['Deliver about 120 parcels a day across a suburban route', false, true],
    ['Cut and fitted skirting boards and door frames', false, false],
    ['Raised purchase orders and invoices for suppliers', false, false],
    ['Lift patients from bed to chair with a hoist', false, false],
    ['Prepared management reports for the directors', false, false],
  ])('%j: result %s, figure %s', (line, result, figure) => {
    const e = evidenceOf(line);
    expect(showsResult(e)).toBe(result);
    expect(e.figure).toBe(figure);
  });

  it('a duty opener makes a result word the duty’s aim, not a result', () => {
    expect(showsResult(evidenceOf('Responsible for improving customer satisfaction'))).toBe(false);
  });
});

describe('outcome evidence: how the score counts it', () => {
  it('a resume of duties is capped at good, and is told why once', () => {
    const result = analyze(withRoles({ achievements: DUTIES }, { achievements: DUTIES.slice(1) }));
    expect(result.score).toBeLessThanOrEqual(75);
    expect(['good', 'fair', 'weak']).toContain(result.band);
    expect(findingIds(result)).toContain('experience-no-results@experience');
    expect(findings(result, 'achievement-no-metric')).toEqual([]);
  });

  it('results earn more than duties, and results with figures more still', () => {
    const plain = analyze(withAchievements(DUTIES)).score;
    const results = analyze(
      withAchievements([
        ...DUTIES.slice(2),
        'Moved the month-end close onto one shared checklist, which led to on-time closes all year',
        'Rebuilt the management reports so the directors now use them in every board meeting',
      ]),
    ).score;
    const measured = analyze(
      withAchievements([
        ...DUTIES.slice(2),
        'Cut the month-end close from 10 days to 4 with one shared checklist',
        'Rebuilt the management reports, now used in all 12 board meetings a year',
      ]),
    ).score;
    expect(results).toBeGreaterThan(plain);
    expect(measured).toBeGreaterThan(results);
  });

  it('figures without a result are the size of a duty, not an outcome: still capped at good', () => {
    const large = [
      'Responsible for a portfolio of 40 accounts worth $6M',
      'Manage renewals for 120 customers in 3 regions',
      'Run 25 quarterly business reviews a year',
    ];
    const result = analyze(withRoles({ achievements: large }, { achievements: large }));
    expect(result.score).toBeLessThanOrEqual(75);
    expect(findingIds(result)).toContain('experience-no-results@experience');
  });

  it('a long career with two results is thin; a short resume full of results is not', () => {
    const thin = withRoles({
      start_date: '2012-01',
      is_current: true,
      end_date: null,
      achievements: ['Cut callbacks from 8% to 2% with a handover test', 'Installed 300+ boilers'],
    });
    thin.summary = 'Plumber with 13 years of experience. I install and service boilers across the city.';
    expect(findingIds(analyze(thin))).toContain('experience-few-results@experience');
    const short = RANKED.find((r) => r.id === 'operations-short-strong') as RankedResume;
    expect(findingIds(analyze(short.data)).filter((f) => f.startsWith('resume-too-short'))).toEqual([]);
  });
});

describe('the ranked resumes (fixtures/ranked): the score orders them as a recruiter did', () => {
  const scores = (set: RankedResume[]) => set.map((r) => analyze(r.data).score);

  it.each([
    ['tuning', TUNE_SET],
    ['held-out', HELD_OUT_SET],
  ] as const)('Spearman on the %s set is at least 0.85', (_name, set) => {
    expect(
      spearman(
        scores(set),
        set.map((r) => r.rank),
      ),
    ).toBeGreaterThanOrEqual(0.85);
  });

  it('no duty-only resume scores above good', () => {
    for (const r of RANKED.filter((x) => x.dutyOnly))
      expect(analyze(r.data).score, r.id).toBeLessThanOrEqual(75);
  });

  it('strong resumes get no finding about length, depth, outcomes or tense', () => {
    const nagging = /^(?:resume-too-short|experience-|achievement-no-|achievement-tense)/;
    for (const r of RANKED.filter((x) => x.strong)) {
      expect(
        findingIds(analyze(r.data)).filter((id) => nagging.test(id)),
        r.id,
      ).toEqual([]);
    }
  });
});

describe('no finding for what is not wrong', () => {
  it('a Roman numeral after "level" or "phase" is not the pronoun "I"', () => {
    expect(firstPersonWords('Led triage in a level I trauma centre')).toEqual([]);
    expect(firstPersonWords('Ran the Phase I trial')).toEqual([]);
    expect(firstPersonWords('Built the API I designed')).toEqual(['I']);
  });

  it('"Found" may be the past of "find", so it is never called present tense', () => {
    const result = analyze(
      withAchievements(['Found that annual customers churned 3x less, which led to a 8% uplift']),
    );
    expect(findings(result, 'achievement-tense')).toEqual([]);
  });

  it('the senior resume keeps its full experience marks', () => {
    expect(analyze(senior()).categories.find((c) => c.id === 'experience')?.score).toBe(40);
  });
});
