import { type Experience, emptyExperience, emptyResumeData } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { achievementsIn, insertAnswer, latestRoleIndex } from './insert-into-resume';

const job = (start_date: string, is_current = false, achievements: string[] = []): Experience => ({
  ...emptyExperience(),
  start_date,
  is_current,
  achievements,
});

describe('inserting an AI Writer answer into a resume', () => {
  it('finds the latest role: the current one, else the one that started last', () => {
    expect(latestRoleIndex([])).toBe(-1);
    expect(latestRoleIndex([job('2018-01'), job('2021-03'), job('2019-05')])).toBe(1);
    expect(latestRoleIndex([job('2018-01'), job('2015-01', true), job('2021-03')])).toBe(1);
    expect(latestRoleIndex([job(''), job('')])).toBe(0);
  });

  it('reads one achievement per line, without bullets or numbers', () => {
    expect(achievementsIn('- Cut costs by [X%]\n\n• Led a team of 5\n2. Shipped v2\nPlain line')).toEqual([
      'Cut costs by [X%]',
      'Led a team of 5',
      'Shipped v2',
      'Plain line',
    ]);
  });

  it('appends achievements to the latest role, dropping its empty bullets, and sets the summary', () => {
    const data = {
      ...emptyResumeData(),
      experience: [job('2020-01', false, ['Old']), job('2022-01', false, [''])],
    };
    const next = insertAnswer(data, 'achievements', '- Built X\n- Grew Y');
    expect(next.experience[1]?.achievements).toEqual(['Built X', 'Grew Y']);
    expect(next.experience[0]?.achievements).toEqual(['Old']);
    expect(insertAnswer(data, 'summary', '  New summary. ').summary).toBe('New summary.');
    expect(() => insertAnswer(emptyResumeData(), 'achievements', 'x')).toThrow();
  });
});
