import { describe, expect, it } from 'vitest';
import { salaryRangeSchema } from './applications';

describe('a salary range', () => {
  it('takes either end alone, or both in order', () => {
    for (const range of [
      { min: 50_000 },
      { max: 90_000 },
      { min: 50_000, max: 90_000 },
      { min: 70_000, max: 70_000 },
    ])
      expect(salaryRangeSchema.safeParse(range).success).toBe(true);
  });

  it('refuses a top below its bottom, on the top', () => {
    const result = salaryRangeSchema.safeParse({ min: 90_000, max: 50_000 });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['max'], 'The top of the range is below its bottom'],
    ]);
  });
});
