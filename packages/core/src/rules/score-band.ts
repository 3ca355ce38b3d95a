/** Score bands (docs/product.md#score): thresholds 90, 76, 61, 41. */
export const SCORE_BANDS = [
  { band: 'excellent', min: 90 },
  { band: 'strong', min: 76 },
  { band: 'good', min: 61 },
  { band: 'fair', min: 41 },
  { band: 'weak', min: Number.NEGATIVE_INFINITY },
] as const;

export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS.find((b) => score >= b.min)!.band;
}
