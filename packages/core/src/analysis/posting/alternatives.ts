import { isKnownSkill, type Token } from '../text/terms';
import { shapedLikeATool } from './not-requirements';

/**
 * "Blade repair or composite experience", "Fintech or financial services", "AU or CIC": two phrases
 * joined by "or" are one requirement asked either way, and a resume that shows either meets it.
 * The second is read as another name for the first, as a bracketed alias is. Named tools and
 * credentials ("SHRM-CP or PHR", "MS Project or Primavera P6") stay requirements of their own: each
 * is a thing a resume names, and the posting lists them to say which it knows.
 */
const OR_BETWEEN = /^\s*,?\s+or\s+$/i;

/** Languages, as a posting names the one a bilingual hire speaks besides English. */
const LANGUAGES = new Set(
  `spanish french german dutch portuguese italian mandarin cantonese chinese japanese korean arabic
  hindi urdu bengali punjabi russian ukrainian polish vietnamese tagalog hmong somali haitian creole
  farsi persian amharic swahili greek hebrew turkish armenian khmer lao thai asl`.split(/\s+/),
);
const language = (p: Token[]) => p.length === 1 && LANGUAGES.has((p[0] as Token).text.toLowerCase());

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
    const first = phrases.find(
      (p) => before(p) && plain(p) && plain(second) && OR_BETWEEN.test(sentence.slice(end(p), start)),
    );
    if (first !== undefined) either.set(second, either.get(first) ?? first);
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
