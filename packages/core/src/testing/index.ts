// Fixtures for tests and benchmarks in every package: `@resume/core/testing`, never the app.

export {
  type Figures,
  figures,
  type LabelledPosting,
  type Matcher,
} from '../analysis/fixtures/job-match/evaluate';
export { EVALUATION_SETS, productMatcher } from '../analysis/fixtures/job-match/evaluation-sets';
// The sample resumes: each for what the tests need of it, each call a fresh copy.
export { arrangedResume } from './arranged-resume';
export { completeResume } from './complete-resume';
export { longWordsResume } from './long-words-resume';
export { largestResume, oversizedResume } from './oversized-resume';
export { FIXTURE_NOW, juniorResume, seniorResume, weakResume } from './scored-resumes';
export { resumeWith, untidyResume } from './untidy-resume';
