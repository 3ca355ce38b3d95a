import type { AnalysisContext } from '../context';
import { type CheckResult, clamp01, type Finding, plural } from '../findings';
import { textFields } from '../resume-text';
import { isStopWord, ngramKeys, PHRASE_KEYS, runKey, SKILL_KEYS, type Token, tokenize } from '../text/terms';
import { THRESHOLDS } from '../thresholds';

export type Keywords = { matched: string[]; missing: string[]; coverage: number };

type Term = {
  key: string;
  label: string;
  /** The keys of its words, so a word inside a chosen phrase is not counted twice. */
  parts: string[];
  count: number;
  first: number;
  signal: number;
};

/** Technical-looking words name a tool or standard: "C++", "Node.js", "S3", "AWS", "CI/CD". */
const technical = (t: Token): boolean => /[\d+#./]/.test(t.text) || /^\p{Lu}{2,}s?$/u.test(t.text);
/**
 * Short skills ("Go", "R", "C") count only when capitalised, so the verb "go" is not a requirement;
 * amounts ("$500k", "5+") are never terms.
 */
const ambiguous = (t: Token): boolean =>
  (t.key.length <= 2 && !/^\p{Lu}/u.test(t.text)) || /^\d/.test(t.text);

function addTerm(terms: Map<string, Term>, key: string, tokens: Token[], signal: number) {
  const first = tokens[0] as Token;
  const term = terms.get(key);
  if (term) {
    term.count++;
    term.signal = Math.max(term.signal, signal);
    return;
  }
  const label = tokens.map((t) => t.surface.toLowerCase()).join(' ');
  terms.set(key, { key, label, parts: tokens.map((t) => t.key), count: 1, first: first.position, signal });
}

/** Candidate terms of a job description: words and known or repeated multi-word terms. */
function candidateTerms(segments: Token[][]): Map<string, Term> {
  const terms = new Map<string, Term>();
  for (const segment of segments) {
    segment.forEach((token, i) => {
      if (!isStopWord(token.text) && token.key.length > 0 && !ambiguous(token)) {
        const properNoun = /^\p{Lu}/u.test(token.text) && !token.sentenceStart;
        const signal = (SKILL_KEYS.has(token.key) ? 2 : 0) + (technical(token) || properNoun ? 1 : 0);
        addTerm(terms, token.key, [token], signal);
      }
      for (let n = 2; n <= 3 && i + n <= segment.length; n++) {
        const tokens = segment.slice(i, i + n);
        if (tokens.some((t) => isStopWord(t.text))) continue;
        const key = runKey(tokens);
        addTerm(terms, key, tokens, PHRASE_KEYS.has(key) || SKILL_KEYS.has(key) ? 3 : 0);
      }
    });
  }
  return terms;
}

const importance = (t: Term): number => t.count + t.signal;

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
 * or phrase, or shaped like a technology.
 */
export function jobTerms(jobDescription: string): Term[] {
  const candidates = [...candidateTerms(tokenize(jobDescription)).values()];
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
  const resumeKeys = ngramKeys(tokenize(resumeText));
  const matched = terms.filter((t) => resumeKeys.has(t.key)).map((t) => t.label);
  const missing = terms.filter((t) => !resumeKeys.has(t.key)).map((t) => t.label);
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

/** Coverage of the job's key terms, full marks from about 80% (what ATS guidance aims for). */
export function checkJobFit(
  ctx: AnalysisContext,
  jobDescription: string,
): CheckResult & { keywords: Keywords } {
  const resumeText = textFields(ctx.data)
    .map((f) => f.text)
    .join('\n');
  const keywords = matchKeywords(jobDescription, resumeText);
  const finding = jobFitFinding(keywords);
  return {
    ratio: clamp01(keywords.coverage / THRESHOLDS.fullJobFitCoverage),
    findings: finding ? [finding] : [],
    keywords,
  };
}
