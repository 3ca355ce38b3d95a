import { parseMonth } from '../../dates';
import type { Experience } from '../../schemas/resume';
import { isBlank } from '../../text/words';
import { type AnalysisContext, hasContent, roleLabel, roleStatus } from '../context';
import { type CheckResult, clamp01, type Finding, type FindingId, plural, type Severity } from '../findings';
import { THRESHOLDS } from '../thresholds';

/** Titles of roles people hold beside a main job, whose overlap with it needs no explaining. */
const SIDE_ROLE =
  /\b(?:freelance|freelancer|self[- ]employed|consultant|contract(?:or)?|part[- ]time|volunteer|advis[eo]r|board|mentor|tutor|teaching assistant|adjunct|moonlight|side project|open[- ]source|maintainer|founder|co-founder|owner|intern(?:ship)?)\b/i;

const dateFinding = (
  id: FindingId,
  severity: Severity,
  field: string,
  message: string,
  suggestion: string,
): Finding => ({
  id,
  severity,
  category: 'dates',
  message,
  field,
  suggestion,
});

const roleName = (role: Experience, i: number): string =>
  isBlank(role.company)
    ? isBlank(role.job_title)
      ? `Role ${i + 1}`
      : role.job_title.trim()
    : role.company.trim();

/** Problems with one role's own dates, and how much of that role's date score they cost. */
function reviewRoleDates(
  role: Experience,
  i: number,
  nowMonth: number,
): { findings: Finding[]; penalty: number } {
  const findings: Finding[] = [];
  let penalty = 0;
  const name = roleLabel(role, i);
  const start = parseMonth(role.start_date);
  const end = parseMonth(role.end_date);
  if (!start) {
    penalty += 0.5;
    findings.push(
      dateFinding(
        'date-missing-start',
        'warning',
        `experience.${i}.start_date`,
        `${name} has no start date.`,
        'Add the month and year you started (YYYY-MM); recruiters read gaps into missing dates.',
      ),
    );
  } else if (start.earliest > nowMonth) {
    penalty += 0.5;
    findings.push(
      dateFinding(
        'date-future-start',
        'warning',
        `experience.${i}.start_date`,
        `${name} starts in the future (${role.start_date}).`,
        'Check the year; list a job you have not started yet only if the offer is signed, and say so.',
      ),
    );
  }
  if (!end && roleStatus(role, nowMonth) !== 'current') {
    penalty += 0.3;
    findings.push(
      dateFinding(
        'date-missing-end',
        'warning',
        `experience.${i}.end_date`,
        `${name} has no end date and is not marked as current.`,
        'Add the month and year you left, or mark it as your current position.',
      ),
    );
  }
  if (start && end && end.latest < start.earliest) {
    penalty += 0.7;
    findings.push(
      dateFinding(
        'date-order',
        'error',
        `experience.${i}.end_date`,
        `${name} ends (${role.end_date}) before it starts (${role.start_date}).`,
        'Swap or correct the dates.',
      ),
    );
  }
  return { findings, penalty };
}

function educationOrder(ctx: AnalysisContext): Finding[] {
  return ctx.data.education.flatMap((entry, i) => {
    const start = parseMonth(entry.start_date);
    const end = parseMonth(entry.graduation_date);
    if (!start || !end || end.latest >= start.earliest) return [];
    const name = isBlank(entry.institution) ? `education entry ${i + 1}` : entry.institution.trim();
    return [
      dateFinding(
        'date-order',
        'error',
        `education.${i}.graduation_date`,
        `Your graduation from ${name} (${entry.graduation_date}) is before you started (${entry.start_date}).`,
        'Swap or correct the dates.',
      ),
    ];
  });
}

/**
 * The months a role surely covers, reading year-only dates kindly: start as late and end as early
 * as they allow, so "2019" to "2019" never counts as an overlap with a job that began that year.
 */
function certainSpan(role: Experience, nowMonth: number): { start: number; end: number } | undefined {
  const start = parseMonth(role.start_date)?.latest;
  const end = roleStatus(role, nowMonth) === 'current' ? nowMonth : parseMonth(role.end_date)?.earliest;
  return start === undefined || end === undefined ? undefined : { start, end };
}

/** Two main jobs at different employers held at once, beyond a month's hand-over. */
function overlapMonths(a: Experience, b: Experience, nowMonth: number): number {
  const bothCurrent = roleStatus(a, nowMonth) === 'current' && roleStatus(b, nowMonth) === 'current';
  const sameEmployer = a.company.trim().toLowerCase() === b.company.trim().toLowerCase();
  if (bothCurrent || sameEmployer || SIDE_ROLE.test(a.job_title) || SIDE_ROLE.test(b.job_title)) return 0;
  const sa = certainSpan(a, nowMonth);
  const sb = certainSpan(b, nowMonth);
  if (!sa || !sb) return 0;
  return Math.min(sa.end, sb.end) - Math.max(sa.start, sb.start);
}

function overlaps(ctx: AnalysisContext, indices: number[]): Finding[] {
  const roles = ctx.data.experience;
  return indices.flatMap((i, n) =>
    indices.slice(n + 1).flatMap((j) => {
      const a = roles[i] as Experience;
      const b = roles[j] as Experience;
      const months = overlapMonths(a, b, ctx.nowMonth);
      if (months <= THRESHOLDS.overlapMonths) return [];
      return [
        dateFinding(
          'date-overlap',
          'warning',
          `experience.${j}.start_date`,
          `Your roles at ${roleName(a, i)} and ${roleName(b, j)} overlap by ${plural(months, 'month')}.`,
          'Check the dates; if you really held both, say so (e.g. "part-time" or "contract" in the title).',
        ),
      ];
    }),
  );
}

/**
 * Recruiters expect the most recent role first: each role should end no later than the one above it
 * (current roles end "now", so several current roles may come in any order). One finding for the list.
 */
function chronology(ctx: AnalysisContext, indices: number[]): Finding[] {
  // Side roles (volunteering, advising) are often listed last whatever their dates; that is fine.
  const main = indices.filter((i) => !SIDE_ROLE.test(ctx.data.experience[i]?.job_title ?? ''));
  const ends = main.map((i) => {
    const role = ctx.data.experience[i] as Experience;
    if (roleStatus(role, ctx.nowMonth) === 'current') return ctx.nowMonth;
    return parseMonth(role.end_date)?.latest ?? parseMonth(role.start_date)?.latest;
  });
  const known = ends.filter((e): e is number => e !== undefined);
  if (known.every((end, n) => n === 0 || end <= (known[n - 1] ?? end))) return [];
  return [
    dateFinding(
      'experience-order',
      'info',
      'experience',
      'Your experience is not listed most recent first.',
      'Put your current or latest role at the top; recruiters read top-down and may not reach it otherwise.',
    ),
  ];
}

export function checkDates(ctx: AnalysisContext): CheckResult {
  const indices = ctx.data.experience.flatMap((role, i) => (hasContent(role) ? [i] : []));
  if (indices.length === 0) return { ratio: 0, findings: educationOrder(ctx) }; // completeness reports it
  const reviews = indices.map((i) => reviewRoleDates(ctx.data.experience[i] as Experience, i, ctx.nowMonth));
  const perRole = reviews.reduce((sum, r) => sum + clamp01(1 - r.penalty), 0) / reviews.length;
  const overlap = overlaps(ctx, indices);
  const order = chronology(ctx, indices);
  const education = educationOrder(ctx);
  const ratio = perRole - 0.15 * overlap.length - 0.1 * order.length - 0.2 * education.length;
  return {
    ratio: clamp01(ratio),
    findings: [...reviews.flatMap((r) => r.findings), ...overlap, ...education, ...order],
  };
}
