import { describe, expect, it } from 'vitest';
import { dialledDigits, findPhones, isPhone } from './phones';

describe('phone numbers', () => {
  it.each([
    ['+1 (415) 555-0134', true],
    ['+44 20 7946 0958', true],
    ['0151 234 5678 ext. 12', true],
    ['555-0134', true],
    ['12345', false],
    ['+1 415 CALL-NOW', false],
    ['1234567890123456', false],
  ])('phone %j is valid: %s', (value, valid) => {
    expect(isPhone(value)).toBe(valid);
  });

  it('finds phone numbers with country codes and dotted numbers, not year ranges', () => {
    const header =
      'john.doe@email.com +1 (415) 555-0142 San Francisco, CA linkedin.com/in/johndoe github.com/johndoe';
    expect(findPhones(header)).toEqual(['+1 (415) 555-0142']);
    expect(findPhones('arjun@example.org | 607.555.0142')).toEqual(['607.555.0142']);
    expect(findPhones('2019-2023 and 2020 - 2021')).toEqual([]);
  });

  it('does not take a version or a DOI for a phone number', () => {
    expect(findPhones('Released v2.4.1.0 and doi 10.1145.3290605.1')).toEqual([]);
  });

  it('dials the number without its extension', () => {
    expect(dialledDigits('+44 20 7946 0958 ext. 12')).toBe('+442079460958');
  });
});
