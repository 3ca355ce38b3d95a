import type { ResumeData } from '../../schemas/resume';
import type { AnalysisContext } from '../context';
import { type CheckResult, clamp01, type Finding, plural } from '../findings';
import { textFields } from '../resume-text';
import {
  isKnownSkill,
  ngramKeys,
  PHRASE_KEYS,
  runKey,
  SKILL_KEYS,
  type Token,
  tokenize,
} from '../text/terms';
import { THRESHOLDS } from '../thresholds';
import { ignored, requirementSegments, technical, titleRoles } from './job-posting';

export type Keywords = { matched: string[]; missing: string[]; coverage: number };

type Term = {
  key: string;
  label: string;
  /** The keys of its words, so a word inside a chosen phrase is not counted twice. */
  parts: string[];
  /** For a three-word term, its two halves: "digital marketing manager" is "digital marketing" and "marketing manager". */
  halves: string[];
  count: number;
  first: number;
  signal: number;
  /** Written as a name mid-sentence ("Brightwater", "Denver") without being a known skill. */
  proper: boolean;
};

/**
 * Short skills ("Go", "R", "C") count only when capitalised, so the verb "go" is not a requirement;
 * amounts ("$500k", "5+") are never terms, though a known name may start with one ("3PL", "5S").
 */
const ambiguous = (t: Token): boolean =>
  (t.key.length <= 2 && !/^\p{Lu}/u.test(t.text)) || (/^\d/.test(t.text) && !SKILL_KEYS.has(t.key));

/** A capitalised word mid-sentence that is neither a known skill nor shaped like one: a name. */
const properName = (t: Token): boolean =>
  /^\p{Lu}/u.test(t.text) && !t.sentenceStart && !isKnownSkill(t) && !technical(t);

function addTerm(terms: Map<string, Term>, key: string, tokens: Token[], signal: number, proper: boolean) {
  const first = tokens[0] as Token;
  const term = terms.get(key);
  if (term) {
    term.count++;
    term.signal = Math.max(term.signal, signal);
    term.proper ||= proper;
    return;
  }
  const label = tokens.map((t) => t.surface.toLowerCase()).join(' ');
  const halves = tokens.length === 3 ? [runKey(tokens.slice(0, 2)), runKey(tokens.slice(1))] : [];
  terms.set(key, {
    key,
    label,
    parts: tokens.map((t) => t.key),
    halves,
    count: 1,
    first: first.position,
    signal,
    proper,
  });
}

/** Candidate terms of a job description: words and known or repeated multi-word terms. */
function candidateTerms(segments: Token[][], roles: ReadonlySet<string>): Map<string, Term> {
  const terms = new Map<string, Term>();
  for (const segment of segments) {
    segment.forEach((token, i) => {
      if (!ignored(token) && token.key.length > 0 && !ambiguous(token)) {
        // A compound written as one hyphenated word ("on-call", "time-to-fill") is a known phrase too.
        const compound = token.text.includes('-') && PHRASE_KEYS.has(token.key);
        const known = isKnownSkill(token) || roles.has(token.key) || compound;
        const signal = known ? 2 : technical(token) ? 1 : 0;
        addTerm(terms, token.key, [token], signal, signal === 0 && properName(token));
      }
      for (let n = 2; n <= 3 && i + n <= segment.length; n++) {
        const tokens = segment.slice(i, i + n);
        const key = runKey(tokens);
        const known = PHRASE_KEYS.has(key) || SKILL_KEYS.has(key) || roles.has(key);
        if (!known && tokens.some(ignored)) continue;
        addTerm(terms, key, tokens, known ? 3 : 0, !known && tokens.some(properName));
      }
    });
  }
  return terms;
}

/**
 * How much a term matters: how often the posting names it, and whether it is a known skill, phrase
 * or role, or shaped like a technology. A plain word that is none of these is weak evidence on its
 * own, so it needs three mentions to count and ranks below known terms mentioned as often.
 */
const importance = (t: Term): number => t.count + t.signal - (t.signal === 0 && !isPhrase(t) ? 1 : 0);

const isPhrase = (t: Term): boolean => t.parts.length > 1;
const contains = (long: Term, short: Term): boolean =>
  long.parts.length > short.parts.length &&
  ` ${long.parts.join(' ')} `.includes(` ${short.parts.join(' ')} `);

/** Known or repeated phrases, without the shorter ones that only occur inside a longer one. */
function chosenPhrases(candidates: Term[]): Term[] {
  const phrases = candidates.filter((t) => isPhrase(t) && (t.signal > 0 || t.count >= 2));
  return phrases.filter((p) => !phrases.some((long) => contains(long, p) && long.count >= p.count));
}

/** Single words, counting only their occurrences outside the chosen phrases. */
function standaloneWords(candidates: Term[], phrases: Term[]): Term[] {
  return candidates
    .filter((t) => !isPhrase(t))
    .map((t) => {
      const inPhrases = phrases.reduce((sum, p) => sum + (p.parts.includes(t.key) ? p.count : 0), 0);
      return { ...t, count: Math.max(0, t.count - inPhrases) };
    })
    .filter((t) => t.count > 0);
}

/**
 * The terms that matter in a job description, most important first: mentioned often, a known skill
 * or phrase, or shaped like a technology. Names (the employer, places) and benefits are never terms.
 */
export function jobTerms(jobDescription: string): Term[] {
  const segments = requirementSegments(jobDescription);
  const roles = titleRoles(jobDescription, segments);
  const candidates = [...candidateTerms(segments, roles).values()].filter(
    (t) => !(t.proper && t.signal === 0),
  );
  const phrases = chosenPhrases(candidates);
  return [...phrases, ...standaloneWords(candidates, phrases)]
    .filter((t) => importance(t) >= 2)
    .sort((a, b) => importance(b) - importance(a) || a.first - b.first || a.key.localeCompare(b.key))
    .slice(0, THRESHOLDS.maxJobTerms);
}

/** The posting stays the same while the resume is edited, so its terms are read once. */
let lastJob: { text: string; terms: readonly Term[] } | undefined;
function cachedJobTerms(jobDescription: string): readonly Term[] {
  if (lastJob?.text !== jobDescription) lastJob = { text: jobDescription, terms: jobTerms(jobDescription) };
  return lastJob.terms;
}

export function matchKeywords(jobDescription: string, resumeText: string): Keywords {
  const terms = cachedJobTerms(jobDescription);
  const resumeKeys = ngramKeys(tokenize(resumeText), { practices: true });
  // A three-word term is on the resume whole, or as its two halves ("digital marketing" and "marketing manager").
  const has = (t: Term) =>
    resumeKeys.has(t.key) || (t.halves.length > 0 && t.halves.every((h) => resumeKeys.has(h)));
  const matched = terms.filter(has).map((t) => t.label);
  const missing = terms.filter((t) => !has(t)).map((t) => t.label);
  // With nothing to look for, nothing is missing: coverage is complete rather than zero.
  const coverage = terms.length === 0 ? 1 : Math.round((matched.length / terms.length) * 100) / 100;
  return { matched, missing, coverage };
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
