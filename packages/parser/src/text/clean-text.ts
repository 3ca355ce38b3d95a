/**
 * Typography repair shared by every reader: what the PDF or Word file drew is not always the text a
 * person reads (icons, ligatures, soft hyphens, curly quotes).
 */

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/** Icon fonts put their glyphs in the private-use areas; they never carry resume text. */
const PRIVATE_USE = /[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]|[\u{100000}-\u{10FFFD}]/gu;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
/** Half a surrogate pair (`&#xD800;` in a Word file) is no character, and databases refuse it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0001-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * A ligature glyph without a Unicode mapping reaches us as U+0000 ("\0nancial"). Guess "fi" or
 * "fl" from the letters after it: "fl" is followed by o, u, y, i (flow, fluent, fly, flight), by
 * a (flag, flash) and by ex, ee, ew (flexible, fleet, flew); "fi" by everything else (financial,
 * field, certified).
 */
export function guessLigature(next: string): 'fi' | 'fl' {
  const rest = next.toLowerCase();
  return /^([ouyia]|e[xew])/.test(rest) ? 'fl' : 'fi';
}

function repairUnmappedLigatures(text: string): string {
  if (!text.includes('\u0000')) return text;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is how pdf.js reports an unmapped glyph
  return text.replace(/\u0000+/g, (_match, offset: number, whole: string) => {
    const before = whole[offset - 1] ?? '';
    const after = whole.slice(offset + 1, offset + 4);
    const touchesWord = /\p{L}/u.test(before) || /^\p{L}/u.test(after);
    return touchesWord ? guessLigature(after) : '';
  });
}

/** Word on a Mac draws "on-campus" as "-", a soft hyphen and U+2010: one hyphen for a reader. */
function repairHyphens(text: string): string {
  return text
    .replace(/[\u2010\u2011\u2212]/g, '-')
    .replace(/-\u00AD+-?/g, '-')
    .replace(/\u00AD/g, '');
}

function straightenQuotes(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"');
}

/** Cleans one piece of text without trimming it: spaces at its edges still separate words. */
export function cleanText(text: string): string {
  let out = repairUnmappedLigatures(text);
  out = out.replace(/[\uFB00-\uFB06]/g, (ch) => LIGATURES[ch] ?? ch);
  out = out.replace(PRIVATE_USE, '').replace(ZERO_WIDTH, '').replace(CONTROL, '').replace(LONE_SURROGATE, '');
  out = repairHyphens(out);
  out = straightenQuotes(out);
  return out.replace(ODD_SPACES, ' ');
}

/** Collapses runs of spaces and trims. */
export function tidySpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const SMALL_WORDS = new Set(['of', 'in', 'and', 'for', 'the', 'at', 'on', 'to', 'a', 'an', 'de', 'la', 'du']);

/**
 * "MENG IN COMPUTER SCIENCE" → "Meng in Computer Science". Capitals are only styling in such
 * headers; words without a vowel ("KPCB", "NY") are kept as acronyms.
 */
export function softenCapitals(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2 || letters !== letters.toUpperCase()) return text;
  return text.replace(/\p{L}[\p{L}'.]*/gu, (word, offset: number) => {
    const lower = word.toLowerCase();
    if (offset > 0 && SMALL_WORDS.has(lower)) return lower;
    if (!/[AEIOUY]/.test(word) || /\./.test(word)) return word;
    return word.charAt(0) + lower.slice(1);
  });
}
