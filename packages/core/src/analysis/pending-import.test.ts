import { describe, expect, it } from 'vitest';
import type { ImportSectionConfidence } from '../schemas/resume-upload';
import { analyze, senior, withRoles } from './fixtures/builders';

const sections = (doubtful: Partial<Record<string, 'low' | 'medium'>> = {}): ImportSectionConfidence[] =>
  (['contact', 'experience', 'education', 'skills'] as const).map((section) => ({
    section,
    confidence: doubtful[section] ?? 'high',
    reasons: [],
  }));

const messages = (result: ReturnType<typeof analyze>) => result.findings.map((f) => f.message);

describe('the analysis of an upload whose import is not confirmed yet', () => {
  it('says the reading may have missed a part, instead of blaming the person for it', () => {
    const data = senior();
    data.experience = [];
    expect(messages(analyze(data))).toContain('Your resume has no work experience.');

    const pending = analyze(data, { pendingImport: { sections: sections({ experience: 'low' }) } });
    expect(messages(pending)).not.toContain('Your resume has no work experience.');
    expect(pending.findings).toContainEqual({
      id: 'import-unconfirmed',
      severity: 'warning',
      category: 'completeness',
      message: 'We may have missed your work experience when reading your file — check the import.',
      field: 'experience',
      suggestion:
        'Open the import review and compare it with your file: if your work experience is there, add it.',
    });
    // The score is what the resume holds: only the words change.
    expect(pending.score).toBe(analyze(data).score);
  });

  it('does so for every required part, even in a section read with confidence', () => {
    const data = senior();
    data.education = [];
    data.skills = [];
    const pending = analyze(data, { pendingImport: { sections: sections() } });
    expect(messages(pending)).toEqual(
      expect.arrayContaining([
        'We may have missed your education when reading your file — check the import.',
        'We may have missed your skills when reading your file — check the import.',
      ]),
    );
    expect(messages(pending)).not.toContain('You have not listed any skills.');
  });

  it('turns the gaps in the entries of a doubtful section into one note about that section', () => {
    const data = withRoles({ job_title: '' }, { company: '' }, { job_title: '', company: '' });
    const confirmed = analyze(data);
    expect(confirmed.findings.filter((f) => f.id.startsWith('experience-missing'))).toHaveLength(4);

    const pending = analyze(data, { pendingImport: { sections: sections({ experience: 'medium' }) } });
    expect(pending.findings.filter((f) => f.id.startsWith('experience-missing'))).toEqual([]);
    expect(pending.findings.filter((f) => f.id === 'import-unconfirmed')).toEqual([
      expect.objectContaining({
        field: 'experience',
        message: 'We may have misread your work experience when reading your file — check the import.',
        suggestion: 'Open the import review, compare it with your file and add the positions we missed.',
      }),
    ]);
  });

  it('keeps the entry gaps of a section read with confidence, and every other finding', () => {
    const data = withRoles({ job_title: '' });
    const pending = analyze(data, { pendingImport: { sections: sections({ education: 'low' }) } });
    expect(pending.findings).toEqual(analyze(data).findings);
  });
});
