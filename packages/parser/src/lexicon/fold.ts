/**
 * Lexicon look-ups compare words folded to lower case without accents, so "Expérience",
 * "EXPERIENCE" and "experience" are one word and a lexicon lists each word once.
 */
export const foldWord = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The folded words of a phrase: letters only, "&" read as "and". */
export const foldedWords = (text: string): string[] =>
  foldWord(text)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
