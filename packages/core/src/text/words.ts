/**
 * The one tokeniser: what counts as a word, for every reader of resume and posting text. Each
 * reader splits a little differently (a word count keeps "Node.js" whole, a keyword match reads
 * "English/Spanish" as two words, a lexicon look-up ignores case and accents), and each way is
 * written here once, beside the others, so they are chosen rather than re-invented.
 */

/** A word and where it starts in the text. */
export type WordAt = { text: string; index: number };

/**
 * Words as a reader counts them: runs of letters or digits, keeping "Node.js", "C++", "don't".
 * Joining marks may trail ("etc."), which a count does not mind.
 */
const PROSE_WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.+#/-]*/gu;

/**
 * A term may contain dots, slashes, plus and hash inside it ("Node.js", "CI/CD", "C++", "C#") but
 * not at its end, where they are punctuation; ".NET" is the one term that starts with a dot.
 */
const TERM = /\.net\b|[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[./\-'&][\p{L}\p{N}+#]+)*\+*/giu;

/** Lexicon words keep apostrophes and hyphens ("co-founder", "master's"). */
const LEXICON_WORD = /[\p{L}\d'-]+/gu;

/** Dots inside abbreviations, which a lexicon lists without them ("Ph.D." → "phd"). */
const ABBREVIATION_DOT = /(?<=\p{L})\.(?=\p{L})|(?<=\p{L}{2})\.$/gu;

export function proseWords(text: string): string[] {
  return text.match(PROSE_WORD) ?? [];
}

/**
 * Words as a line's layout prints them: whatever stands between spaces, punctuation and all, so a
 * name word keeps its "(" or "," and a phrase can be put back together from its words. The parser's
 * shape rules count these ("a heading has at most 6 words"): a "|" or "–" printed apart takes room
 * on the line as a word does, and counting as a reader does instead misread more of the corpus.
 */
export const spacedWords = (text: string): string[] => text.split(/\s+/).filter(Boolean);

export function wordCount(text: string): number {
  return proseWords(text).length;
}

/** The first words of an achievement, without bullets or quotes in front or dots after them. */
export function leadingWords(text: string, n: number): string[] {
  return proseWords(text)
    .slice(0, n)
    .map((w) => w.replace(/[.'’]+$/, ''));
}

export const isBlank = (text: string | null | undefined): boolean => !text || text.trim() === '';

/** Words joined by a slash that are each a word of their own ("HTML/CSS"), unlike "CI/CD" or "A/B". */
const isWordPair = (parts: string[]): boolean =>
  parts.length >= 2 && parts.every((p) => /^\p{L}{3,}$/u.test(p));

/**
 * The terms of a text, for keyword matching. Words joined by a slash are read apart
 * ("English/Spanish", "HTML/CSS" are two words each), but short names joined by one stay whole
 * ("CI/CD", "A/B", "UX/UI", "TCP/IP").
 */
export function termWords(text: string): WordAt[] {
  return [...text.matchAll(TERM)].flatMap((m) => {
    const parts = m[0].split('/');
    if (!isWordPair(parts)) return [{ text: m[0], index: m.index }];
    let offset = m.index;
    return parts.map((part) => {
      const word = { text: part, index: offset };
      offset += part.length + 1;
      return word;
    });
  });
}

/**
 * Lexicon look-ups compare words folded to lower case without accents, so "Expérience",
 * "EXPERIENCE" and "experience" are one word and a lexicon lists each word once.
 */
export const foldWord = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The folded words of a heading: letters only, "&" read as "and". */
export const foldedWords = (text: string): string[] =>
  foldWord(text)
    .replace(/&/g, ' and ')
    .match(/\p{L}+/gu) ?? [];

/** The folded words of a title, organisation or degree, without abbreviation dots or quotes around them. */
export const lexiconWords = (text: string): string[] =>
  (foldWord(text).replace(ABBREVIATION_DOT, '').match(LEXICON_WORD) ?? [])
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
