import type { LabelledPosting, Matcher } from '@resume/core/testing';
import { percentile } from '../support/stats';

const ROUNDS = 20;
const WARM_UP_ROUNDS = 3;

/**
 * Time to score one posting against its resume. The postings are scored in turn, so the matcher's
 * one-posting cache never holds the next one: each run reads its posting afresh, as when a
 * person pastes a new one.
 */
export function scoringTimes(postings: readonly LabelledPosting[], match: Matcher) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + WARM_UP_ROUNDS; round++) {
    for (const p of postings) {
      const start = performance.now();
      match(p.jobDescription, p.resumeText);
      if (round >= WARM_UP_ROUNDS) times.push(performance.now() - start);
    }
  }
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), runs: times.length };
}
