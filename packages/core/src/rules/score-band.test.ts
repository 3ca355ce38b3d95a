import { describe, expect, it } from 'vitest';
import { scoreBand } from './score-band';

describe('score bands (docs/product.md#score)', () => {
  it.each([
    [100, 'excellent'],
    [90, 'excellent'],
    [89, 'strong'],
    [76, 'strong'],
    [75, 'good'],
    [61, 'good'],
    [60, 'fair'],
    [41, 'fair'],
    [40, 'weak'],
    [0, 'weak'],
  ])('%i is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});
