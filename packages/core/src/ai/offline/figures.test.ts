import { describe, expect, it } from 'vitest';
import { figureQuestions, withFigures } from './figures';

describe('asking for a figure instead of leaving a slot', () => {
  it('asks up to three short questions worded for what the line does', () => {
    expect(figureQuestions('Reduced onboarding time').map((q) => q.question)).toEqual([
      'By how much did it drop?',
      'Over what period?',
    ]);
    expect(figureQuestions('Built the internal booking tool').map((q) => q.question)).toContain(
      'How many people used it?',
    );
    for (const line of ['Reduced onboarding time', 'Supported the SOX audit', 'Handled returns']) {
      const questions = figureQuestions(line);
      expect(questions.length).toBeGreaterThan(0);
      expect(questions.length).toBeLessThanOrEqual(3);
    }
  });

  it('asks nothing when the line already has a figure, or is empty', () => {
    expect(figureQuestions('Cut stock losses by 12% with weekly counts')).toEqual([]);
    expect(figureQuestions('  ')).toEqual([]);
  });

  it("writes the person's answers into the line", () => {
    expect(withFigures('Reduced onboarding time.', { amount: '30', period: '6 months' })).toBe(
      'Reduced onboarding time by 30% over 6 months.',
    );
    expect(withFigures('Built the internal booking tool', { people: '200' })).toBe(
      'Built the internal booking tool, used by 200 people',
    );
    expect(withFigures('Trained new cashiers', { people: '5', period: 'in my first year' })).toBe(
      'Trained new cashiers (5 people) in my first year',
    );
    expect(withFigures('Handled returns', { volume: '40' })).toBe('Handled returns (40 a week)');
  });

  it('gives the line back without a figure, and without a slot, when every question is skipped', () => {
    expect(withFigures('Reduced onboarding time.', {})).toBe('Reduced onboarding time.');
    expect(withFigures('Reduced onboarding time.', { amount: ' ', period: '' })).toBe(
      'Reduced onboarding time.',
    );
  });
});
