/**
 * Sentence counting that survives resume prose: "e.g.", "U.S.", "Ph.D.", "Node.js", "3.5x" and
 * initials do not end a sentence; a line break does (a summary typed as lines is several sentences).
 */

/** Abbreviations that never end a sentence, whatever follows them. */
const NEVER_FINAL = new Set(
  'e.g i.e vs approx ca cf mr mrs ms dr prof sr jr st no nos incl esp fig dept est min max avg resp al viz'.split(
    ' ',
  ),
);

/** Abbreviations that end a sentence only when a capitalised word follows ("… and more etc. Then"). */
const FINAL_BEFORE_CAPITAL = new Set('etc inc ltd co corp llc plc bros'.split(' '));

const TERMINAL = /[.!?…]+["'”’)\]]*$/;
const DOTTED_ACRONYM = /^(?:\p{L}\.){2,}$/u; // U.S.  Ph.D.  e.g. (with its final dot)
const INITIAL = /^\p{Lu}\.$/u; // J. Smith

function endsSentence(token: string, next: string | undefined): boolean {
  if (!TERMINAL.test(token)) return false;
  if (next === undefined) return true;
  if (/[!?…]/.test(token)) return true;
  const bare = token.replace(/["'”’)\]]+$/, '');
  const stem = bare.replace(/\.+$/, '').toLowerCase();
  if (NEVER_FINAL.has(stem)) return false;
  const nextStartsUpper = /^["'“‘(]?\p{Lu}/u.test(next);
  if (FINAL_BEFORE_CAPITAL.has(stem)) return nextStartsUpper;
  if (DOTTED_ACRONYM.test(bare) || INITIAL.test(bare)) return false;
  // A lowercase word after a full stop means the dot belonged to an abbreviation we do not know.
  return !/^["'“‘(]?\p{Ll}/u.test(next);
}

/** Splits text into sentences (each trimmed, none empty). */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const tokens = line.split(/\s+/).filter((t) => t !== '');
    let current: string[] = [];
    tokens.forEach((token, i) => {
      current.push(token);
      if (endsSentence(token, tokens[i + 1])) {
        sentences.push(current.join(' '));
        current = [];
      }
    });
    if (current.length > 0) sentences.push(current.join(' '));
  }
  return sentences.filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** How many sentences a text has; the builder shows this live next to the summary. */
export function countSentences(text: string): number {
  return splitSentences(text).length;
}
