import { postingSpelling } from '../../ai/offline/posting';
import { UNTITLED_SECTION_HEADING } from '../../rules/section-layout';
import type { ResumeData } from '../../schemas/resume';
import { isBlank } from '../../text/words';
import type { AnalysisContext } from '../context';
import { type CheckResult, clamp01, type Finding, plural } from '../findings';
import {
  mentionsAnyWord,
  type ResumeEvidence,
  resumeEvidence,
  resumeShows,
  type SectionText,
  sectionEvidence,
} from '../posting/evidence';
import { type PostingRequirement, postingRequirements } from '../posting/requirements';
import { textFields } from '../resume-text';
import { THRESHOLDS } from '../thresholds';

/**
 * One requirement of the posting, required or nice to have, whether the resume shows it, and where:
 * `found_in` lists the resume's sections that meet it (empty when it is missing).
 */
export type KeywordRequirement = { term: string; required: boolean; matched: boolean; found_in?: string[] };

/** A section of the resume and its text, so that a requirement met can say where. */
export type ResumeSection = SectionText;
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

const shownBy = (terms: readonly PostingRequirement[], evidence: ResumeEvidence): KeywordRequirement[] =>
  terms.map((t) => ({ term: t.label, required: t.required, matched: resumeShows(t, evidence) }));

/**
 * The sections that meet each matched requirement: those that show it alone, or, for one met by
 * words from several places ("Google Ads" in the skills, a "budget" in an achievement), those that
 * say any of its words.
 */
function withWhere(
  terms: readonly PostingRequirement[],
  jobDescription: string,
  sections: readonly ResumeSection[],
): KeywordRequirement[] {
  const bySection = new Map<string, string[]>();
  for (const s of sections)
    if (s.text.trim() !== '') bySection.set(s.section, [...(bySection.get(s.section) ?? []), s.text]);
  const joined = [...bySection].map(([section, texts]) => ({ section, text: texts.join('\n') }));
  const read = sectionEvidence(joined, jobDescription);
  return shownBy(terms, read.whole).map((r, i) => {
    if (!r.matched) return { ...r, found_in: [] };
    const term = terms[i] as PostingRequirement;
    const showing = read.sections.filter((e) => resumeShows(term, e.evidence)).map((e) => e.section);
    const found_in =
      showing.length > 0
        ? showing
        : read.sections.filter((e) => mentionsAnyWord(term.label, e.text)).map((e) => e.section);
    return { ...r, found_in };
  });
}

/**
 * The posting's requirements against a resume's text; with the resume's `sections`, each matched
 * requirement also says in which of them the resume meets it.
 */
export function matchKeywords(
  jobDescription: string,
  resumeText: string,
  sections?: readonly ResumeSection[],
): Keywords {
  const terms = cachedJobTerms(jobDescription);
  const requirements = sections
    ? withWhere(terms, jobDescription, sections)
    : shownBy(terms, resumeEvidence(resumeText, jobDescription));
  const matched = requirements.filter((r) => r.matched).map((r) => r.term);
  const missing = requirements.filter((r) => !r.matched).map((r) => r.term);
  // With nothing to look for, nothing is missing: coverage is complete rather than zero.
  const coverage = terms.length === 0 ? 1 : Math.round((matched.length / terms.length) * 100) / 100;
  return { matched, missing, coverage, requirements };
}

function jobFitFinding(keywords: Keywords, jobDescription: string): Finding | undefined {
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
  // In the posting's own spelling ("GraphQL", "AWS"), as the suggestion asks the person to write them.
  const shown = keywords.missing
    .slice(0, 8)
    .map((label) => postingSpelling(label, jobDescription))
    .join(', ');
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
 * Everything on the resume a term can be found in: every text field, the issuers of certifications
 * ("AWS", "American Heart Association"), which are not prose, and the sections of the person's own,
 * named by their heading ("Licences", "Publications").
 */
export function resumeSections(data: ResumeData): ResumeSection[] {
  const issuers = (data.extras?.certifications ?? []).map((c) => ({
    section: 'certifications',
    text: c.issuer,
  }));
  return [
    ...textFields(data).map((f) => ({ section: sectionOf(f.field), text: f.text })),
    ...issuers,
    ...customSectionTexts(data),
  ];
}

function customSectionTexts(data: ResumeData): ResumeSection[] {
  return (data.custom_sections ?? []).flatMap((section) => {
    const heading = section.heading.trim() || UNTITLED_SECTION_HEADING;
    return section.entries
      .flatMap((e) => [e.title, e.subtitle, e.description, ...e.bullets])
      .filter((text) => !isBlank(text))
      .map((text) => ({ section: heading, text }));
  });
}

/** The section a field path lives in: "experience.0.achievements.2" is "experience", "extras.certifications.1.name" "certifications". */
const sectionOf = (field: string): string => {
  const [top, sub] = field.split('.');
  return top === 'extras' && sub !== undefined ? sub : (top as string);
};

/** Coverage of the job's key terms, full marks from about 80% (what ATS guidance aims for). */
export function checkJobFit(
  ctx: AnalysisContext,
  jobDescription: string,
): CheckResult & { keywords: Keywords } {
  const sections = resumeSections(ctx.data);
  const resumeText = sections.map((s) => s.text).join('\n');
  const keywords = matchKeywords(jobDescription, resumeText, sections);
  const finding = jobFitFinding(keywords, jobDescription);
  return {
    ratio: clamp01(keywords.coverage / THRESHOLDS.fullJobFitCoverage),
    findings: finding ? [finding] : [],
    keywords,
  };
}
