import { describe, expect, it } from 'vitest';
import { formatResumeDates, formatResumeMonth } from './display';

describe('formatResumeMonth', () => {
  it('writes months the way resumes do', () => {
    expect(formatResumeMonth('2020-01')).toBe('Jan 2020');
    expect(formatResumeMonth('2021-12')).toBe('Dec 2021');
  });

  it('shows a year alone when the month is unknown, and nothing for nothing', () => {
    expect(formatResumeMonth('2019')).toBe('2019');
    expect(formatResumeMonth('')).toBe('');
    expect(formatResumeMonth(null)).toBe('');
  });

  it('keeps text it cannot read rather than dropping it', () => {
    expect(formatResumeMonth('spring 2020')).toBe('spring 2020');
    expect(formatResumeMonth('2020-13')).toBe('2020-13');
  });
});

describe('formatResumeDates', () => {
  it('joins both ends with a spaced en dash', () => {
    expect(formatResumeDates('2020-01', '2021-06')).toBe('Jan 2020 – Jun 2021');
  });

  it('says Present for a current job, whatever end date is stored', () => {
    expect(formatResumeDates('2020-01', null, true)).toBe('Jan 2020 – Present');
    expect(formatResumeDates('2020-01', '2022-01', true)).toBe('Jan 2020 – Present');
  });

  it('never leaves a dangling dash when one end is missing', () => {
    expect(formatResumeDates('2020-01', null)).toBe('Jan 2020');
    expect(formatResumeDates('', '2021-06')).toBe('Jun 2021');
    expect(formatResumeDates('', null, true)).toBe('Present');
    expect(formatResumeDates('', null)).toBe('');
  });

  it('shows a single month once when a role started and ended in it', () => {
    expect(formatResumeDates('2020-03', '2020-03')).toBe('Mar 2020');
  });
});
