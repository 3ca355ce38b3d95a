import { type Finding, plural, quote } from '../findings';
import { type Evidence, evidenceValue, showsResult } from '../text/evidence';
import { THRESHOLDS } from '../thresholds';
import { type Achievement, achievementFinding } from './achievement-finding';

/**
 * How far the resume shows outcomes, 0..1: the mean evidence of its lines against the share a
 * recruiter expects (most lines a result, some lines scope or context are normal). A figure alone
 * gives a result its scale, but cannot stand in for one: figure-only lines count only as far as
 * there are results beside them, so a resume of large duties ("Responsible for 40 accounts") is
 * still a resume of duties.
 */
export function outcomeRatio(evidence: Evidence[]): number {
  if (evidence.length === 0) return 0;
  const results = evidence.filter(showsResult);
  const figuresOnly = evidence.filter((e) => !showsResult(e) && e.figure).length;
  const worth =
    results.reduce((sum, e) => sum + evidenceValue(e), 0) +
    Math.min(figuresOnly, results.length) * THRESHOLDS.evidence.figure;
  return Math.min(1, worth / evidence.length / THRESHOLDS.outcomeShare);
}

/** The lines with a result or a figure a career of this many years calls for. */
export function expectedResults(years: number): number {
  const { perYear, min, max } = THRESHOLDS.resultsForCareer;
  return Math.min(max, Math.max(min, Math.ceil(years * perYear)));
}

/** Lines that show something beyond the task: a result, a figure, or both. */
export const evidenced = (evidence: Evidence[]): number =>
  evidence.filter((e) => evidenceValue(e) > 0).length;

/** Share of the results a career calls for that the resume shows, 0..1. */
export function depthRatio(evidence: Evidence[], years: number): number {
  return Math.min(1, evidenced(evidence) / expectedResults(years));
}

/** Some lines show results, but too few for the length of the career. */
export function depthFinding(evidence: Evidence[], years: number): Finding | undefined {
  const shown = evidenced(evidence);
  const expected = expectedResults(years);
  if (shown === 0 || shown >= expected) return undefined;
  return {
    id: 'experience-few-results',
    severity: 'warning',
    category: 'experience',
    message: `Only ${plural(shown, 'line')} of your experience ${shown === 1 ? 'shows' : 'show'} a result or a figure across ${plural(Math.floor(years), 'year')} of work; a recruiter looks for about ${expected}.`,
    field: 'experience',
    suggestion:
      'Add results to your recent roles, one line each: what you delivered, improved or were trusted with, and by how much.',
  };
}

/** Not one line shows a result: the whole experience reads as a list of duties, however large. */
function dutiesOnly(count: number): Finding {
  return {
    id: 'experience-no-results',
    severity: 'warning',
    category: 'experience',
    message: `None of your ${plural(count, 'achievement')} shows a result; they describe duties, not how well you did them.`,
    field: 'experience',
    suggestion:
      'For each recent role, add 2-3 lines on what changed because of you: what you improved, saved, won or delivered, and by how much (e.g. "Cut waiting times from 20 to 8 minutes").',
  };
}

/** A line without a figure (a result alone, or nothing) or without a result (a figure alone). */
function lineFinding(a: Achievement, e: Evidence, shown: string): Finding | undefined {
  const result = showsResult(e);
  if (result && e.figure) return undefined;
  if (e.figure)
    return achievementFinding(
      'achievement-no-result',
      'info',
      a,
      `${quote(a.text)} gives the scale but not what came of it; ${shown}.`,
      'Add the outcome: what improved, what you delivered, or how it was judged (e.g. "… with zero errors at audit").',
    );
  return achievementFinding(
    'achievement-no-metric',
    'info',
    a,
    `${quote(a.text)} has ${result ? 'no number' : 'no result and no number'}; ${shown}.`,
    'Add the scale or result: how many, how much, how fast, what percentage (e.g. "for 40k users", "cut costs 15%").',
  );
}

/**
 * When the resume shows too few outcomes, each line short of one is pointed out; when none shows
 * any, one finding says so for the whole experience instead of one per line.
 */
export function outcomeFindings(achievements: Achievement[], evidence: Evidence[]): Finding[] {
  if (outcomeRatio(evidence) >= 1) return [];
  if (!evidence.some(showsResult)) return [dutiesOnly(achievements.length)];
  const results = evidence.filter(showsResult).length;
  const shown = `only ${results} of ${plural(achievements.length, 'achievement')} on your resume show a result`;
  return achievements.flatMap((a, i) => {
    const e = evidence[i];
    const f = e && lineFinding(a, e, shown);
    return f ? [f] : [];
  });
}
