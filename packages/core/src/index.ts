export * from './product';
export * from './rules/score-band';
export * from './schemas/resume';
