export * from './product';
export * from './rules/error-messages';
export * from './rules/score-band';
export * from './schemas/analytics';
export * from './schemas/errors';
export * from './schemas/resume';
export * from './schemas/user';
