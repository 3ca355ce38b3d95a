/** AI writing: the request contract, resume text fields by path, the offline writer and the anti-invention check. */

export * from './answers';
export * from './credits';
export { factSources, findInventedFacts } from './fact-check';
export * from './fields';
export { offlineAnswer } from './offline';
export { type FigureAnswers, type FigureQuestion, figureQuestions, withFigures } from './offline/figures';
export { loadWriterGrammar } from './offline/grammar';
export { isWriterGuidance } from './offline/guidance';
export { postingSpelling } from './offline/posting';
export { type InflatedPart, inflatedPart } from './part-check';
export { type CheckedReading, checkReading } from './reading-check';
export { compareReadings, PERSONAL_FIELDS, type PersonalField } from './reading-compare';
export { aiChoices, mergeReadings } from './reading-merge';
export * from './reading-schema';
export { normaliseForReading } from './reading-text';
export * from './schemas';
export * from './task';
