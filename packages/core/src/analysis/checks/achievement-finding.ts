import type { RoleStatus } from '../context';
import type { Finding, FindingId, Severity } from '../findings';

/** One non-blank achievement line, where it lives, and whether its role is over. */
export type Achievement = { text: string; field: string; status: RoleStatus };

/** A finding of the experience category about one achievement line. */
export const achievementFinding = (
  id: FindingId,
  severity: Severity,
  a: Achievement,
  message: string,
  suggestion: string,
): Finding => ({
  id,
  severity,
  category: 'experience',
  message,
  field: a.field,
  suggestion,
});
