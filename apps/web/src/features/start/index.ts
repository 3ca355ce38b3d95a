// The start feature's surface for other screens: the free tier's resume-limit prompt.
export { isResumeLimit, LimitReached } from './limit-reached';
