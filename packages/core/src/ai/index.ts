/** AI writing: the request contract, resume text fields by path, the offline writer and the anti-invention check. */
export * from './credits';
export { factSources, findInventedFacts } from './fact-check';
export * from './fields';
export { offlineAnswer } from './offline';
export * from './schemas';
export * from './task';
