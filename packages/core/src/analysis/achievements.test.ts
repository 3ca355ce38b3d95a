import { describe, expect, it } from 'vitest';
import { analyze, findingIds, findings, withAchievements } from './fixtures/builders';

const WELL_WRITTEN = [
  'Led a team of 5 engineers to cut p99 latency by 40%',
  'Built an event pipeline on Kafka handling 2 million events per second',
  'Reduced AWS spend by $380k a year by right-sizing 60 services',
  'Automated nightly reconciliation, saving the operations team 20 hours a week',
];

/** The findings one achievement gets, with three good lines beside it so the resume-wide checks stay quiet. */
function reviewOf(achievement: string, current = false) {
  const result = analyze(withAchievements([achievement, ...WELL_WRITTEN.slice(1)], current));
  return result.findings.filter((f) => f.field === 'experience.0.achievements.0');
}

describe('achievements: no finding for what is not wrong', () => {
  it.each([
    ...WELL_WRITTEN,
    'Spearheaded the migration of 40 services to Kubernetes',
    'Worked out a pricing model that lifted margin 4%',
    'Cut onboarding time from 3 weeks to 4 days',
    'Mentored three engineers, two of whom were promoted',
    'Lead engineer on the checkout rewrite serving 1.5 million orders',
    'Set up on-call for 12 services and halved pages within a quarter',
  ])('a past role may say %j', (achievement) => {
    expect(reviewOf(achievement)).toEqual([]);
  });

  it.each([
    'Manage a team of 8 analysts across 3 regions',
    'Leads the platform team of 12 engineers',
    'Developing a fraud model that flags 95% of chargebacks',
    'Led the migration of 40 services to Kubernetes',
  ])('the current role may say %j (present or past)', (achievement) => {
    expect(reviewOf(achievement, true)).toEqual([]);
  });

  it('a resume whose every line is well written has no experience findings', () => {
    const result = analyze(withAchievements(WELL_WRITTEN));
    expect(result.findings.filter((f) => f.category === 'experience')).toEqual([]);
  });
});

describe('achievements: what a recruiter would flag', () => {
  it.each([
    ['Responsible for the payroll of 200 staff', 'achievement-weak-start'],
    ['Helped with the migration of 40 services', 'achievement-weak-start'],
    ['Worked on the checkout for 1.5 million orders', 'achievement-weak-start'],
    ['I built the billing API for 4,000 businesses', 'achievement-first-person'],
    ['Grew our revenue by 20% in one year', 'achievement-first-person'],
    ['Manage a team of 8 analysts across 3 regions', 'achievement-tense'],
    ['Developing APIs for 30 partners', 'achievement-tense'],
    ['Coding', 'achievement-too-short'],
    ['Successfully delivered the data platform for 30 teams', 'achievement-filler'],
    ['Shipped 12 features, etc.', 'achievement-filler'],
  ])('%j → %s', (achievement, id) => {
    expect(reviewOf(achievement).map((f) => f.id)).toContain(id);
  });

  it('flags a 60-word wall of text', () => {
    const wall = `Led ${'the long and winding migration of services '.repeat(8)}to Kubernetes in 2 quarters`;
    expect(reviewOf(wall).map((f) => f.id)).toEqual(['achievement-too-long']);
  });

  it('suggests the past tense of the verb used', () => {
    const [tense] = reviewOf('Manage a team of 8 analysts across 3 regions');
    expect(tense?.message).toBe('"Manage" is present tense, but this role has ended.');
    expect(tense?.suggestion).toContain('"Managed …"');
  });

  it('asks for numbers only when most achievements lack them', () => {
    const unquantified = [
      'Built the event pipeline on Kafka',
      'Rewrote the query planner in TypeScript',
      'Introduced SLOs and on-call runbooks',
      'Reduced AWS spend by $380k a year',
    ];
    const result = analyze(withAchievements(unquantified));
    expect(findings(result, 'achievement-no-metric').map((f) => f.field)).toEqual([
      'experience.0.achievements.0',
      'experience.0.achievements.1',
      'experience.0.achievements.2',
    ]);
    expect(findings(result, 'achievement-no-metric')[0]?.message).toContain('only 1 of 4 achievements');
    const mostlyQuantified = analyze(
      withAchievements([...WELL_WRITTEN, 'Introduced SLOs and on-call runbooks']),
    );
    expect(findings(mostlyQuantified, 'achievement-no-metric')).toEqual([]);
  });

  it('points at a role with no achievements', () => {
    const result = analyze(withAchievements([]));
    expect(findingIds(result)).toContain('experience-no-achievements@experience.0.achievements');
  });

  it('ignores blank lines the builder keeps while editing', () => {
    expect(analyze(withAchievements([...WELL_WRITTEN, '  ']))).toEqual(
      analyze(withAchievements(WELL_WRITTEN)),
    );
  });
});
