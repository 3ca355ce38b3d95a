import { SPOKEN_LANGUAGES } from '../../analysis/text/term-lists';
/** Small pieces of English the offline writer assembles its answers from. */

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Lowercases the first word unless it is a name or an acronym ("AWS", "iOS", "Node.js"), so a phrase
 * can continue a sentence.
 */
export function continueWith(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  if (/^\p{Lu}[\p{Ll}'’-]*$/u.test(first)) return text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}

/** "A", "A and B", "A, B and C"; an item with its own "and" goes first ("shipping and receiving, A and B"). */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const withAnd = items.filter((item) => /\sand\s/.test(item));
  const ordered = withAnd.length === 1 ? [...withAnd, ...items.filter((item) => item !== withAnd[0])] : items;
  return `${ordered.slice(0, -1).join(', ')} and ${ordered.at(-1)}`;
}

/** One sentence: trimmed, capitalised, ending in a full stop unless it already ends a sentence. */
export function asSentence(text: string): string {
  const t = capitalise(text.trim().replace(/[,;:\s]+$/, ''));
  return /[.!?…]["'”’)\]]*$/.test(t) ? t : `${t}.`;
}

/** The same text without its final full stop; placeholders and clauses are added before it. */
export const withoutFinalStop = (text: string): string => text.trim().replace(/[.;,\s]+$/, '');

/** Spacing and punctuation after words were cut out of a sentence. */
export function tidy(text: string): string {
  return text
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,.;:!?)])/g, '$1')
    .replace(/([(])\s+/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/^[\s,;:]+/, '')
    .replace(/\b(a|an|the)\s+(?=[,.;:]|$)/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The start of a quoted line, cut at a word so no number or name is cut in half. */
export function excerpt(text: string, max = 60): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.lastIndexOf(' ', max);
  // A figure cut from its unit ("handling 2…" of "2 million events") would state a fact the
  // text does not: it goes with the rest.
  return `${t
    .slice(0, cut > 0 ? cut : max)
    .replace(/[,;:.\s]+$/, '')
    .replace(/\s+[$€£]?[\d.,]+%?$/, '')}…`;
}

/**
 * "a" or "an" before a word, by its sound where the spelling misleads ("a user", "an hour"); an
 * acronym by its first letter's name ("an MBA", "an RN", "a UX designer").
 */
export function article(word: string): string {
  if (/^\p{Lu}{2,}\b/u.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  return /^(?:[aeio]|u(?!ni|s[aeiu]|r[aeiou])|hour|honest)/i.test(word) ? 'an' : 'a';
}

/** Endings of ordinary nouns ("Scheduling", "Leadership", "Negotiation"), rare in product names. */
const COMMON_NOUN_ENDING =
  /(?:ing|tion|sion|ment|ship|ness|ity|ance|work|scopy|otomy|ology|graphy|metry|ics)$/;
/** Product names with those endings, kept as written. */
const NAMED_PRODUCTS = new Set('spring unity solidity segment notion rippling paylocity'.split(' '));

/**
 * A skill as it reads mid-sentence: "Cash handling", "Month-end close" and "Scheduling" lowercased;
 * "Epic EHR", "Excel", "Python" as written (a single word is lowercased only by an ordinary noun's ending).
 */
export function skillInSentence(skill: string): string {
  // "Italian cuisine", "Spanish tutoring": a language or a nationality keeps its capital.
  if (SPOKEN_LANGUAGES.has(skill.split(/\s/)[0]?.toLowerCase() ?? '')) return skill;
  const phrase = /^\p{Lu}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]*)+$/u.test(skill);
  const word =
    /^\p{Lu}\p{Ll}+$/u.test(skill) &&
    COMMON_NOUN_ENDING.test(skill) &&
    !NAMED_PRODUCTS.has(skill.toLowerCase());
  return phrase || word ? skill.charAt(0).toLowerCase() + skill.slice(1) : skill;
}

/** "University of Leeds" takes "the" inside a sentence ("at the University of Leeds"); "Leeds University" and "MIT" do not. */
export const institutionInSentence = (name: string): string =>
  /^(?:university|institute|college|school|academy|polytechnic|court|department|ministry|office|bureau|bank|city)\s+of\b|^(?:superior|supreme|district|high|county|federal)\s+court\b/i.test(
    name,
  )
    ? `the ${name}`
    : name;
