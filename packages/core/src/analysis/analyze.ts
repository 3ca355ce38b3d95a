import { scoreBand } from '../rules/score-band';
import type { ResumeData } from '../schemas/resume';
import { isBlank } from '../text/words';
import { CATEGORY_IDS, CATEGORY_LABELS, CATEGORY_WEIGHTS, type CategoryId } from './categories';
import { checkAchievements } from './checks/achievements';
import { checkCompleteness } from './checks/completeness';
import { checkContact } from './checks/contact';
import { checkDates } from './checks/dates';
import { checkJobFit } from './checks/job-fit';
import { checkLanguage } from './checks/language';
import { checkSkills } from './checks/skills';
import { checkSummary } from './checks/summary';
import { type AnalysisContext, createContext } from './context';
import { type CheckResult, type Finding, SEVERITIES } from './findings';
import { type PendingImport, withPendingImport } from './pending-import';
import type { AnalysisResult, CategoryScore } from './schema';

export type AnalyzeOptions = {
  /** A pasted job posting: adds the job fit category and the keyword lists. */
  jobDescription?: string;
  /** The moment the resume is judged in ("is this role over?"); defaults to now. */
  now?: Date;
  /**
   * The resume came from an upload whose import review is not confirmed yet: what it lacks is
   * said as what the reading may have missed, not as the person's gap.
   */
  pendingImport?: PendingImport;
};

const CHECKS: Record<Exclude<CategoryId, 'job_fit'>, (ctx: AnalysisContext) => CheckResult> = {
  completeness: checkCompleteness,
  contact: checkContact,
  summary: checkSummary,
  experience: checkAchievements,
  dates: checkDates,
  skills: checkSkills,
  language: checkLanguage,
};

const severityRank = (f: Finding): number => SEVERITIES.indexOf(f.severity);
const categoryRank = (f: Finding): number => CATEGORY_IDS.indexOf(f.category);

/**
 * Scores a resume. Pure and deterministic: the same resume, job description and `now` give the same
 * result in the browser and on the server. The score is the sum of the category scores, and every
 * point a category loses is explained by one of its findings.
 */
export function analyzeResume(data: ResumeData, opts: AnalyzeOptions = {}): AnalysisResult {
  const ctx = createContext(data, opts.now ?? new Date());
  const jobDescription = isBlank(opts.jobDescription) ? undefined : opts.jobDescription;
  const weights = jobDescription === undefined ? CATEGORY_WEIGHTS.general : CATEGORY_WEIGHTS.withJob;
  const results: Partial<Record<CategoryId, CheckResult>> = {};
  for (const [id, check] of Object.entries(CHECKS) as [keyof typeof CHECKS, typeof checkCompleteness][]) {
    results[id] = check(ctx);
  }
  const { completeness } = results;
  if (opts.pendingImport && completeness) {
    results.completeness = {
      ...completeness,
      findings: withPendingImport(completeness.findings, opts.pendingImport),
    };
  }
  const jobFit = jobDescription === undefined ? undefined : checkJobFit(ctx, jobDescription);
  if (jobFit) results.job_fit = jobFit;

  const categories: CategoryScore[] = [];
  const findings: Finding[] = [];
  for (const id of CATEGORY_IDS) {
    const max = weights[id];
    const result = results[id];
    if (max === undefined || result === undefined) continue;
    categories.push({ id, label: CATEGORY_LABELS[id], score: Math.round(result.ratio * max), max });
    findings.push(...result.findings);
  }
  // Errors first, then by category; within that, in the order of the resume (a stable sort).
  findings.sort((a, b) => severityRank(a) - severityRank(b) || categoryRank(a) - categoryRank(b));

  const score = categories.reduce((sum, c) => sum + c.score, 0);
  return {
    score,
    band: scoreBand(score),
    categories,
    findings,
    ...(jobFit ? { keywords: jobFit.keywords } : {}),
  };
}
