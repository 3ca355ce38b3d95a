// The start feature's surface: its page (for the routes), and the free tier's resume-limit prompt.
export { isResumeLimit, LimitReached } from './limit-reached';
export { StartPage } from './start-page';
