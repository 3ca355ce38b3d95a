import type { ResumeData } from '../../schemas/resume';
import type { AnalysisContext } from '../context';
import { type CheckResult, clamp01, type Finding, plural } from '../findings';
import { resumeEvidence, resumeShows } from '../posting/evidence';
import { type PostingRequirement, postingRequirements } from '../posting/requirements';
import { textFields } from '../resume-text';
import { THRESHOLDS } from '../thresholds';

/** One requirement of the posting, required or nice to have, and whether the resume shows it. */
export type KeywordRequirement = { term: string; required: boolean; matched: boolean };
export type Keywords = {
  matched: string[];
  missing: string[];
  coverage: number;
  /** Every requirement, most important first (required before nice to have); no cap. */
  requirements: KeywordRequirement[];
};

/** The requirements a job description asks for, most important first (needs `loadPostingReader()`). */
export const jobTerms = (jobDescription: string): PostingRequirement[] => postingRequirements(jobDescription);

/** The posting stays the same while the resume is edited, so its requirements are read once. */
let lastJob: { text: string; terms: readonly PostingRequirement[] } | undefined;
function cachedJobTerms(jobDescription: string): readonly PostingRequirement[] {
  if (lastJob?.text !== jobDescription) lastJob = { text: jobDescription, terms: jobTerms(jobDescription) };
  return lastJob.terms;
}

function requirementsShown(
  terms: readonly PostingRequirement[],
  jobDescription: string,
  resumeText: string,
): KeywordRequirement[] {
  const evidence = resumeEvidence(resumeText, jobDescription);
  return terms.map((t) => ({ term: t.label, required: t.required, matched: resumeShows(t, evidence) }));
}

export function matchKeywords(jobDescription: string, resumeText: string): Keywords {
  const terms = cachedJobTerms(jobDescription);
  const requirements = requirementsShown(terms, jobDescription, resumeText);
  const matched = requirements.filter((r) => r.matched).map((r) => r.term);
  const missing = requirements.filter((r) => !r.matched).map((r) => r.term);
  // With nothing to look for, nothing is missing: coverage is complete rather than zero.
  const coverage = terms.length === 0 ? 1 : Math.round((matched.length / terms.length) * 100) / 100;
  return { matched, missing, coverage, requirements };
}

function jobFitFinding(keywords: Keywords): Finding | undefined {
  const total = keywords.matched.length + keywords.missing.length;
  if (total === 0)
    return {
      id: 'job-description-no-keywords',
      severity: 'info',
      category: 'job_fit',
      message: 'We found no skills or requirements in the job description.',
      field: 'skills',
      suggestion: 'Paste the whole posting, including its requirements, to see how well your resume fits.',
    };
  if (keywords.coverage >= THRESHOLDS.fullJobFitCoverage) return undefined;
  const shown = keywords.missing.slice(0, 8).join(', ');
  const more = keywords.missing.length > 8 ? ` and ${keywords.missing.length - 8} more` : '';
  return {
    id: 'keywords-missing',
    severity: 'warning',
    category: 'job_fit',
    message: `Your resume covers ${keywords.matched.length} of ${plural(total, 'key term')} in the job description; missing: ${shown}${more}.`,
    field: 'skills',
    suggestion:
      'Where they are true for you, add the missing terms to your skills and achievements, in the words the posting uses.',
  };
}

/**
 * Everything on the resume a term can be found in: every text field, and the issuers of
 * certifications ("AWS", "American Heart Association"), which are not prose.
 */
function resumeTerms(data: ResumeData): string {
  const issuers = (data.extras?.certifications ?? []).map((c) => c.issuer);
  return [...textFields(data).map((f) => f.text), ...issuers].join('\n');
}

/** Coverage of the job's key terms, full marks from about 80% (what ATS guidance aims for). */
export function checkJobFit(
  ctx: AnalysisContext,
  jobDescription: string,
): CheckResult & { keywords: Keywords } {
  const resumeText = resumeTerms(ctx.data);
  const keywords = matchKeywords(jobDescription, resumeText);
  const finding = jobFitFinding(keywords);
  return {
    ratio: clamp01(keywords.coverage / THRESHOLDS.fullJobFitCoverage),
    findings: finding ? [finding] : [],
    keywords,
  };
}
