import { describe, expect, it } from 'vitest';
import { analyze, categoryScore, findingIds, findings, senior } from './fixtures/builders';

function withSummary(summary: string) {
  const data = senior();
  data.summary = summary;
  return analyze(data);
}

function withSkills(...names: string[]) {
  const data = senior();
  data.skills = names.map((name) => ({ name, level: null }));
  return analyze(data);
}

const THREE_SENTENCES =
  'Staff engineer with 12 years in payments, e.g. ledgers and fraud scoring at U.S. banks. I build Node.js services that handle 3.5 million requests a day. Looking for a principal role on a platform team.';

describe('summary', () => {
  it('accepts 3 sentences that contain "e.g.", "U.S.", "Node.js" and a decimal', () => {
    const result = withSummary(THREE_SENTENCES);
    expect(result.findings.filter((f) => f.category === 'summary')).toEqual([]);
    expect(categoryScore(result, 'summary')).toBe(10);
  });

  it('says how many sentences there are and what to aim for', () => {
    const six = `${THREE_SENTENCES} I mentor. I write. I speak at conferences about reliability.`;
    const [length] = findings(withSummary(six), 'summary-length');
    expect(length?.message).toBe('Your summary has 6 sentences; aim for 2-4.');
    expect(length?.field).toBe('summary');
    const [one] = findings(
      withSummary('Staff engineer with 12 years in payments and data platforms at scale.'),
      'summary-length',
    );
    expect(one?.message).toBe('Your summary has 1 sentence; aim for 2-4.');
  });

  it('flags a thin summary and clichés', () => {
    const result = withSummary('Results-driven team player. Hard-working self-starter.');
    expect(findingIds(result)).toEqual(
      expect.arrayContaining(['summary-word-count@summary', 'summary-buzzwords@summary']),
    );
    expect(findings(result, 'summary-buzzwords')[0]?.message).toContain('"results-driven", "team player"');
  });

  it('leaves a missing summary to the completeness check', () => {
    const result = withSummary('   ');
    expect(findingIds(result).filter((id) => id.endsWith('@summary'))).toEqual(['missing-summary@summary']);
    expect(categoryScore(result, 'summary')).toBe(0);
  });
});

describe('skills', () => {
  const TEN = [
    'TypeScript',
    'Go',
    'PostgreSQL',
    'Kafka',
    'AWS',
    'Kubernetes',
    'Terraform',
    'Mentoring',
    'SQL',
    'Python',
  ];

  it('accepts a focused list', () => {
    expect(withSkills(...TEN).findings.filter((f) => f.category === 'skills')).toEqual([]);
  });

  it('finds duplicates regardless of case and punctuation', () => {
    const result = withSkills(...TEN, 'typescript', 'Node.js', 'NodeJS');
    expect(findingIds(result).filter((id) => id.startsWith('skills-duplicate'))).toEqual([
      'skills-duplicate@skills.10.name',
      'skills-duplicate@skills.12.name',
    ]);
    expect(findings(result, 'skills-duplicate')[0]?.message).toBe(
      '"typescript" is listed twice (also as "TypeScript").',
    );
  });

  it('counts distinct skills: too few is a warning, too many a tip', () => {
    const few = withSkills('SQL', 'Python', 'sql');
    expect(findings(few, 'skills-too-few')[0]?.message).toBe('You list 2 skills; aim for 5-25.');
    const many = withSkills(...Array.from({ length: 30 }, (_, i) => `Skill ${i}`));
    expect(findings(many, 'skills-too-many')[0]?.severity).toBe('info');
    expect(categoryScore(few, 'skills')).toBeLessThan(categoryScore(withSkills(...TEN), 'skills'));
  });

  it('notices a sentence typed in as a skill', () => {
    const result = withSkills(...TEN, 'Excellent communication and the ability to work under pressure');
    expect(findingIds(result)).toContain('skill-too-long@skills.10.name');
  });
});

describe('language and length', () => {
  it('catches common misspellings, with the correction, where they are', () => {
    const data = senior();
    data.experience[0]!.achievements[0] =
      'Acheived a 40% cut in latency through better managment of 5 engineers';
    const result = analyze(data);
    expect(findings(result, 'spelling').map((f) => [f.field, f.message])).toEqual([
      ['experience.0.achievements.0', '"Acheived" is misspelled; did you mean "Achieved"?'],
      ['experience.0.achievements.0', '"managment" is misspelled; did you mean "management"?'],
    ]);
  });

  it('never spell-checks names of employers or schools', () => {
    const data = senior();
    data.experience[0]!.company = 'Managment Partners';
    expect(findings(analyze(data), 'spelling')).toEqual([]);
  });

  it('judges length against years of experience', () => {
    const data = senior();
    const filler = 'Delivered 3 projects for 2 product teams on time and under budget every quarter.';
    data.experience[0]!.achievements.push(...Array.from({ length: 70 }, () => filler));
    const [tooLong] = findings(analyze(data), 'resume-too-long');
    expect(tooLong?.message).toMatch(
      /^Your resume has 1,\d{3} words; for 12 years of experience aim for 350-1200\.$/,
    );
  });
});
