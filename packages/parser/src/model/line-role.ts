/**
 * The role of each line of a resume — a section heading, an entry's header (title, company, school,
 * degree, dates, place), an entry's detail (an achievement, a description) or other text — as a
 * model trained on generated resumes says (bench/corpus/train, `npm run train:parser`). Rules use it
 * where the look of a line cannot be pinned down by one threshold: a bullet that opens an entry.
 */
import type { Line } from '../layout/types';
import { lineFeatures } from './line-features';
import weights from './line-role-weights.gen.json' with { type: 'json' };
import { forward, type Mlp } from './mlp';
import { SURE_ROLE } from './thresholds';

export const LINE_ROLES = ['heading', 'header', 'detail', 'other'] as const;
export type LineRole = (typeof LINE_ROLES)[number];

export type RoleProbabilities = Record<LineRole, number>;

/** The model is sure the line plays this role. */
export const isSurely = (line: { role?: RoleProbabilities }, role: LineRole): boolean =>
  (line.role?.[role] ?? 0) > SURE_ROLE;

let model: Mlp = weights as Mlp;

/** For the benchmark's held-out runs: reads with a model trained without the data being scored. */
export async function withLineRoleModel<T>(other: Mlp, run: () => Promise<T>): Promise<T> {
  const kept = model;
  model = other;
  try {
    return await run();
  } finally {
    model = kept;
  }
}

/** Each line's role probabilities, in the order of `lines`. */
export function lineRoles(lines: Line[], bodySize: number): RoleProbabilities[] {
  return lineFeatures(lines, bodySize).map((x) => {
    const { probs } = forward(model, x);
    return Object.fromEntries(LINE_ROLES.map((role, i) => [role, probs[i]!])) as RoleProbabilities;
  });
}
