/** bench:ai's command line (see run.ts for its usage) and the fixed settings of the run. */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '20' },
    streams: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    'gap-ms': { type: 'string', default: '50' },
  },
});

/** A whole number option, at least 1 (at least 0 for --warmup). */
function wholeNumberOption(name: keyof typeof values): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < (name === 'warmup' ? 0 : 1)) {
    throw new Error(`--${name} must be a whole number${name === 'warmup' ? '' : ' above 0'}`);
  }
  return value;
}

/** Sequential requests measured for the time to first chunk... */
export const REQUESTS = wholeNumberOption('requests');
/** ...after this many unmeasured ones. */
export const WARMUP = wholeNumberOption('warmup');
/** AI streams sent at once in each wave. */
export const STREAMS = wholeNumberOption('streams');
/** How long /user/me is measured, alone and while the streams run. */
export const SECONDS = wholeNumberOption('seconds');
/** How far apart the fake model writes its chunks while the streams run. */
export const GAP_MS = wholeNumberOption('gap-ms');

export const OVERHEAD_GOAL_MS = 20;
export const USER_ME_CONNECTIONS = 4;
export const ADMIN_API_TOKEN = 'bench-ai-admin-token-not-a-secret';
/** The resume field every POST /ai/improve asks about. */
export const FIELD = 'experience.0.achievements.0';
/** What the fake model answers when timing first chunks: a short answer, quickly written. */
export const QUICK_ANSWER = [
  'Cut',
  ' median',
  ' deploy',
  ' lead',
  ' time',
  ' from 3 days',
  ' to 40 minutes',
  '.',
];
export const QUICK_GAP_MS = 5;

export const SERVER_ENV = {
  ADMIN_API_TOKEN,
  // The default 30 AI requests per minute per user would stop the sequential runs after 30.
  RATE_LIMIT_AI_PER_MINUTE: '1000000',
};
