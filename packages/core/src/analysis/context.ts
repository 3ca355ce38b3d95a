import { type MonthRange, monthOf, parseMonth } from '../dates';
import type { Experience, ResumeData } from '../schemas/resume';
import { isBlank } from '../text/words';

/** What every check reads: the resume and the month it is judged in (never the clock itself). */
export type AnalysisContext = { data: ResumeData; nowMonth: number };

export function createContext(data: ResumeData, now: Date): AnalysisContext {
  return { data, nowMonth: monthOf(now) };
}

export type RoleStatus = 'current' | 'past' | 'unknown';

/** A role is current when marked so or when it ends in the future; past once its end has come. */
export function roleStatus(role: Experience, nowMonth: number): RoleStatus {
  if (role.is_current) return 'current';
  const end = parseMonth(role.end_date);
  if (!end) return 'unknown';
  return end.earliest > nowMonth ? 'current' : 'past';
}

/** The months a role spans as the person most plausibly means them, or undefined without a start. */
export function roleSpan(role: Experience, nowMonth: number): MonthRange | undefined {
  const start = parseMonth(role.start_date);
  if (!start) return undefined;
  const end = roleStatus(role, nowMonth) === 'current' ? nowMonth : parseMonth(role.end_date)?.latest;
  if (end === undefined) return undefined;
  return { earliest: start.earliest, latest: Math.min(end, nowMonth) };
}

/** Years of experience: the months covered by at least one role, so parallel jobs count once. */
export function yearsOfExperience(ctx: AnalysisContext): number {
  const spans = ctx.data.experience
    .map((role) => roleSpan(role, ctx.nowMonth))
    .filter((s): s is MonthRange => s !== undefined && s.latest >= s.earliest)
    .sort((a, b) => a.earliest - b.earliest);
  let months = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const span of spans) {
    const from = Math.max(span.earliest, coveredUntil + 1);
    if (span.latest >= from) months += span.latest - from + 1;
    coveredUntil = Math.max(coveredUntil, span.latest);
  }
  return months / 12;
}

/** An entry the person has started filling in (the builder may hold blank placeholder entries). */
export const hasContent = (entry: object): boolean =>
  Object.values(entry).some((v) =>
    typeof v === 'string'
      ? !isBlank(v)
      : Array.isArray(v)
        ? v.some((x) => typeof x === 'string' && !isBlank(x))
        : false,
  );

/** How messages name a role: "Your role at Acme", "Your Analyst role", or "Role 2" before it has either. */
export function roleLabel(role: Experience, index: number): string {
  if (!isBlank(role.company)) return `Your role at ${role.company.trim()}`;
  if (!isBlank(role.job_title)) return `Your ${role.job_title.trim()} role`;
  return `Role ${index + 1}`;
}
