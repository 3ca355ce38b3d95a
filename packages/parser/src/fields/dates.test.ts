import { describe, expect, it } from 'vitest';
import { findDateRange, parseDatePoint } from './dates';

describe('parseDatePoint', () => {
  it.each([
    ['May 2023', '2023-05'],
    ['Sept 2018', '2018-09'],
    ['Aug. 2014', '2014-08'],
    ['06/2021', '2021-06'],
    ['2021-06', '2021-06'],
    ['Summer 2022', '2022'],
    ['2019', '2019'],
  ])('%s → %s', (text, expected) => {
    expect(parseDatePoint(text)).toBe(expected);
  });

  it('is null without a plausible year', () => {
    expect(parseDatePoint('May')).toBeNull();
    expect(parseDatePoint('3.8 GPA')).toBeNull();
  });
});

describe('findDateRange', () => {
  it('reads month ranges with any dash', () => {
    expect(findDateRange('Sept 2018 – May 2023 Hillcrest University')).toMatchObject({
      start: '2018-09',
      end: '2023-05',
      current: false,
      single: false,
      text: 'Sept 2018 – May 2023',
    });
  });

  it('reads "Present" and its synonyms as current with no end', () => {
    expect(findDateRange('Jan 2015 - Present | New York, NY')).toMatchObject({
      start: '2015-01',
      end: null,
      current: true,
    });
    expect(findDateRange('July 2012 – Ongoing')).toMatchObject({ start: '2012-07', current: true });
    expect(findDateRange('June 2023 – present')).toMatchObject({ current: true });
  });

  it('reads year ranges without taking them for year-month', () => {
    expect(findDateRange('2019-2023')).toMatchObject({ start: '2019', end: '2023' });
    expect(findDateRange('2005 – 2010')).toMatchObject({ start: '2005', end: '2010' });
  });

  it('gives a month without a year the year of the end', () => {
    expect(findDateRange('May – Aug 2022')).toMatchObject({ start: '2022-05', end: '2022-08' });
  });

  it('reads a season over two years as a range', () => {
    expect(findDateRange('Summer 2013, 2014')).toMatchObject({ start: '2013', end: '2014' });
  });

  it('reads a lone date as a single date', () => {
    expect(findDateRange('Expected Graduation: June 2016')).toMatchObject({
      start: '2016-06',
      end: '2016-06',
      single: true,
    });
  });

  it('refuses backwards ranges and text without dates', () => {
    expect(findDateRange('2020 - 2010')).toMatchObject({ single: true, start: '2020' });
    expect(findDateRange('Led a team of 5 engineers')).toBeNull();
  });
});
