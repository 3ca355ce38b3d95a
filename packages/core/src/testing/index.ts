// Fixtures for tests and benchmarks in every package: `@resume/core/testing`, never the app.
export { largestResume, oversizedResume } from './oversized-resume';
