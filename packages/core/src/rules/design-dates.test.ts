import { describe, expect, it } from 'vitest';
import { formatResumeDates } from '../dates';
import { formatDesignDate, restyleDates } from './design-dates';

describe('date formats', () => {
  it.each([
    ['MMM YYYY', 'Sep 2021'],
    ['MMMM YYYY', 'September 2021'],
    ['MM/YYYY', '09/2021'],
    ['YYYY-MM', '2021-09'],
  ] as const)('prints 2021-09 in %s as %s', (format, printed) => {
    expect(formatDesignDate('2021-09', format)).toBe(printed);
    expect(formatDesignDate('2021', format)).toBe('2021');
  });

  it('restyles printed ranges, leaving "Present", bare years and typed text alone', () => {
    const range = formatResumeDates('2019-05', null, true);
    expect(restyleDates(range, 'MM/YYYY')).toBe('05/2019 – Present');
    expect(restyleDates(formatResumeDates('2018', '2020-12'), 'MMMM YYYY')).toBe('2018 – December 2020');
    expect(restyleDates('Summer 2020', 'YYYY-MM')).toBe('Summer 2020');
    expect(restyleDates('May 2020 – Jun 2021', 'MMM YYYY')).toBe('May 2020 – Jun 2021');
  });
});
