import { describe, expect, it } from 'vitest';
import { emptyExperience, emptyResumeData, type ResumeData } from '../schemas/resume';
import { isImprovableField, readTextField, withTextField } from './fields';

const resume = (): ResumeData => ({
  ...emptyResumeData(),
  summary: 'Engineer.',
  experience: [{ ...emptyExperience(), job_title: 'Dev', achievements: ['Fixed bugs', 'Wrote docs'] }],
});

describe('resume text fields by path', () => {
  it('reads the text at a dotted path, and nothing for paths that name no text', () => {
    const data = resume();
    expect(readTextField(data, 'summary')).toBe('Engineer.');
    expect(readTextField(data, 'experience.0.achievements.1')).toBe('Wrote docs');
    for (const path of [
      'experience.3.job_title',
      'experience.0.achievements',
      'skills',
      '__proto__',
      'x.y',
    ]) {
      expect(readTextField(data, path), path).toBeUndefined();
    }
  });

  it('replaces one field in a copy, leaving the original and its neighbours alone', () => {
    const data = resume();
    const next = withTextField(data, 'experience.0.achievements.0', 'Fixed 40 bugs');
    expect(next.experience[0]?.achievements).toEqual(['Fixed 40 bugs', 'Wrote docs']);
    expect(data.experience[0]?.achievements[0]).toBe('Fixed bugs');
    expect(next.summary).toBe('Engineer.');
    expect(() => withTextField(data, 'experience.9.achievements.0', 'x')).toThrow();
  });

  it('only prose fields can be improved', () => {
    expect(isImprovableField('summary')).toBe(true);
    expect(isImprovableField('experience.2.achievements.10')).toBe(true);
    expect(isImprovableField('extras.projects.0.description')).toBe(true);
    expect(isImprovableField('email')).toBe(false);
    expect(isImprovableField('experience.0.company')).toBe(false);
    expect(isImprovableField('summary.0')).toBe(false);
  });
});
