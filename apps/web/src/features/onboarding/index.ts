// The onboarding feature's surface: what the answers change, for the pages that show it.
export { GuidanceProvider, useAnswersGuidance, useGuidance } from './guidance-context';
