// The AI writer's public surface: the buttons the editing screens place beside their fields, the
// provider that tells them which resume they work on, and the credits shown in the header.
export { AiResumeProvider } from './ai-resume-context';
export { useCredits } from './api/credits';
export { CreditsPill } from './components/credits-pill';
export { ImproveField } from './components/improve-field';
export { NoCreditsNotice } from './components/no-credits-notice';
export { WordDiff } from './components/suggestion-text-view';
export { SummaryAssist } from './components/summary-assist';
export { TailorToJob } from './components/tailor-to-job';
