// Fixtures for tests and benchmarks in every package: `@resume/core/testing`, never the app.

export {
  type Figures,
  figures,
  type LabelledPosting,
  type Matcher,
} from '../analysis/fixtures/job-match/evaluate';
export { EVALUATION_SETS, productMatcher } from '../analysis/fixtures/job-match/evaluation-sets';
export { largestResume, oversizedResume } from './oversized-resume';
