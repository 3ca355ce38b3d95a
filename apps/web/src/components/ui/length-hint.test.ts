import { describe, expect, it } from 'vitest';
import { lengthHint } from './length-hint';

describe('a long field near its limit', () => {
  it('says nothing until 90% of the limit, then how much is used', () => {
    expect(lengthHint('x'.repeat(4_499), 5_000)).toBeUndefined();
    expect(lengthHint('x'.repeat(4_500), 5_000)).toBe('4,500 of 5,000 characters');
    expect(lengthHint('x'.repeat(5_000), 5_000)).toBe('5,000 of 5,000 characters');
  });
});
