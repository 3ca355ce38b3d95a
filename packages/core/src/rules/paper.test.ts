import { describe, expect, it } from 'vitest';
import { paperFor } from './paper';

describe('the default paper', () => {
  it.each([
    'Austin, TX',
    'Austin, TX 78701',
    'New York, New York',
    'Toronto, Ontario',
    'Montréal, QC, Canada',
    'Seattle, USA',
    'Boston, MA, United States',
    'Remote, US',
  ])('is US Letter in the United States and Canada: %s', (location) => {
    expect(paperFor(location)).toBe('LETTER');
  });

  it.each([
    'Madrid, Spain',
    'London, UK',
    'Tbilisi, Georgia',
    'Sydney, NSW',
    'Berlin',
    '',
    'São Paulo, Brazil',
    'Ca, Italy',
  ])('is A4 everywhere else: "%s"', (location) => {
    expect(paperFor(location)).toBe('A4');
  });
});
