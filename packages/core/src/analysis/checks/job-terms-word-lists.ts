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

/**
 * The job match by word lists alone, as it was before postings were read with the NLP model: it
 * stands in only until the model has loaded (`loadPostingReader`), so a first analysis in the
 * browser never waits for a download.
 */

export type Term = {
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
export function wordListTerms(jobDescription: string): Term[] {
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

/** The word-list match: its terms, and which of them the resume shows. */
export function wordListMatch(
  terms: readonly Term[],
  resumeText: string,
): { term: string; matched: boolean }[] {
  const resumeKeys = ngramKeys(tokenize(resumeText), { practices: true });
  // A three-word term is on the resume whole, or as its two halves ("digital marketing" and "marketing manager").
  const has = (t: Term) =>
    resumeKeys.has(t.key) || (t.halves.length > 0 && t.halves.every((h) => resumeKeys.has(h)));
  return terms.map((t) => ({ term: t.label, matched: has(t) }));
}
