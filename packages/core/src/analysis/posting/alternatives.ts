import { SPOKEN_LANGUAGES } from '../text/term-lists';
import { isKnownSkill, type Token } from '../text/terms';
import { shapedLikeATool } from './not-requirements';

/**
 * "Blade repair or composite experience", "SHRM-CP or PHR", "Playwright, Cypress or Selenium": the
 * phrases of a list joined by "or" are one requirement asked any of those ways, and a resume that
 * shows one meets it. Each later phrase is read as another name for the one before it, as a
 * bracketed alias is.
 */
const OR_BETWEEN = /^\s*,?\s+or\s+$/i;
/**
 * A comma between names in a list the clause closes with "or" and no comma before it: "Playwright,
 * Cypress or Selenium". Everyday phrases, and a list closed by ", or", are wishes listed one by one
 * ("Dolby Atmos mixing, ADR experience, or Pro Tools certification").
 */
const COMMA_BETWEEN = /^\s*,\s*$/;
const closesWithOr = (rest: string) => /^[^;:.(),]*?\s+or\b/i.test(rest) && !/^[^;:.()]*?\band\b/i.test(rest);

/** A language, as a posting names the one a bilingual hire speaks besides English. */
const language = (p: Token[]) => p.length === 1 && SPOKEN_LANGUAGES.has((p[0] as Token).text.toLowerCase());

/** A phrase of everyday words: no known skill, no tool-shaped word, no name inside a sentence. */
const plain = (p: Token[]) =>
  p.every((t) => !isKnownSkill(t) && !shapedLikeATool(t) && (t.sentenceStart || !/^\p{Lu}/u.test(t.text)));

export function orAlternatives(phrases: readonly Token[][], sentence: string): Map<Token[], Token[]> {
  const either = new Map<Token[], Token[]>();
  if (!/\bor\b/i.test(sentence)) return either;
  const end = (p: Token[]) => {
    const last = p[p.length - 1] as Token;
    return last.position + last.surface.length;
  };
  for (const second of phrases) {
    const start = (second[0] as Token).position;
    const before = (p: Token[]) => p !== second && end(p) <= start;
    const joined = (p: Token[]) => {
      const gap = sentence.slice(end(p), start);
      return (
        OR_BETWEEN.test(gap) ||
        (COMMA_BETWEEN.test(gap) && !plain(p) && !plain(second) && closesWithOr(sentence.slice(start)))
      );
    };
    const first = phrases.find((p) => before(p) && joined(p));
    if (first !== undefined) either.set(second, first);
  }
  return either;
}

/**
 * "Bilingual in Spanish", "bilingual (Spanish)", "bilingual in English and Spanish": the language
 * named is the bilingual requirement, and so is English beside it.
 */
export function bilingualIn(phrases: readonly Token[][], sentence: string): Map<Token[], Token[]> {
  const same = new Map<Token[], Token[]>();
  const bilingual = phrases.find((p) => p.length === 1 && /^bilingual$/i.test((p[0] as Token).text));
  if (bilingual === undefined) return same;
  const last = bilingual[0] as Token;
  const after = last.position + last.surface.length;
  for (const p of phrases) {
    const gap = sentence.slice(after, (p[0] as Token).position);
    if ((language(p) || english(p)) && onlyLanguagesIn(gap)) same.set(p, bilingual);
  }
  return same;
}

const english = (p: Token[]) => p.length === 1 && /^english$/i.test((p[0] as Token).text);

/**
 * "Bilingual in English and Spanish": between the word and the language, only "in" and English. A
 * language offered instead ("… or Arabic") is a requirement of its own.
 */
const onlyLanguagesIn = (gap: string) =>
  gap
    .split(/[\s,/():-]+/)
    .filter((w) => w !== '')
    .every((w) => /^(?:in|and|english)$/i.test(w));

/** The last word of a degree's name: "Bachelor's degree", "B.S.", "an MBA", "Master of Science". */
const DEGREE =
  /^(?:degrees?|diploma|bachelor'?s?|master'?s?|associate'?s?|b\.?[as]\.?|m\.?[as]\.?|mba|ph\.?d\.?)$/i;
/** "Master of Science", "Bachelor of Arts": a degree's full name, not "data science". */
const DEGREE_OF = /^(?:bachelor|master|doctor|associate)$/i;
const isDegree = (p: Token[]) =>
  DEGREE.test((p[p.length - 1] as Token).text) ||
  (p.length === 3 && DEGREE_OF.test((p[0] as Token).text) && /^of$/i.test((p[1] as Token).text));

/**
 * "B.S. in meteorology or atmospheric science", "a bachelor's degree in accounting": the subject
 * named right after a degree is part of that one requirement, and so are the subjects offered
 * instead of it (read by `orAlternatives`).
 */
export function degreeSubjects(phrases: readonly Token[][], sentence: string): Map<Token[], Token[]> {
  const subjectOf = new Map<Token[], Token[]>();
  for (const degree of phrases) {
    if (!isDegree(degree)) continue;
    const last = degree[degree.length - 1] as Token;
    const after = last.position + last.surface.length;
    // "B.S. in …": the degree's closing full stop may stand outside its word.
    const subject = phrases.find((p) =>
      /^\.?\s+in\s+$/i.test(sentence.slice(after, (p[0] as Token).position)),
    );
    if (subject !== undefined) subjectOf.set(subject, degree);
  }
  return subjectOf;
}
