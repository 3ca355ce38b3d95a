import { foldWord, spacedWords, splitPersonName } from '@resume/core';
import type { Line } from '../layout/types';
import { titleScore } from '../lexicon/role-words';
import { classifyHeading } from '../sections/heading-vocabulary';
import { softenCapitals, tidySpaces } from '../text/clean-text';
import { NAME } from './thresholds';

const NAME_WORD = /^(\p{Lu}[\p{L}'’-]*\.?|van|von|der|den|de|del|della|da|di|le|la|du|dos|das|bin|al|ibn)$/u;
const NOT_A_NAME = /^(curriculum vitae|resume|résumé|cv|contact|page)\b/i;

export interface NameCandidate {
  text: string;
  line: Line;
  score: number;
}

/** Could this phrase be a person's name: two to five name-like words, no role or heading words? */
export function looksLikeName(text: string): boolean {
  const words = spacedWords(text);
  if (words.length < NAME.words.min || words.length > NAME.words.max || text.length > NAME.maxChars)
    return false;
  if (NOT_A_NAME.test(text) || classifyHeading(text) || titleScore(text) > 0) return false;
  if (!words.every((w) => NAME_WORD.test(w))) return false;
  // At least the first and last words are capitalised: "Jane van Doe", not a lowercase phrase.
  return /^\p{Lu}/u.test(words[0]!) && /^\p{Lu}/u.test(words[words.length - 1]!);
}

/**
 * A letter-spaced name ("L E N A F I S C H E R") has lost its word gap. The e-mail address or a
 * profile link usually spells the same words ("lena.fischer@…"): use them to split it again.
 */
export function respaceName(printed: string, hints: string[]): string | null {
  const text = printed.normalize('NFC');
  if (!/^(\p{L} ){3,}\p{L}$/u.test(text)) return printed;
  const letters = text.replace(/ /g, '');
  for (const hint of hints) {
    const words = hint.split(/[^\p{L}]+/u).filter((w) => w.length > 1);
    // Folded, so "ÉMILEROY" matches the hint "emile.roy".
    if (words.length >= NAME.hintWords && foldWord(words.join('')) === foldWord(letters)) {
      const starts = words.map((_w, i) => words.slice(0, i).join('').length);
      return words.map((w, i) => letters.slice(starts[i], starts[i]! + w.length)).join(' ');
    }
  }
  return null;
}

interface Phrase {
  text: string;
  size: number;
  bold: boolean;
  /** Added to the score: a name put back together beats its first line alone. */
  edge?: number;
}

/** The first phrase of each segment, in the look of that segment (a row may mix a label and the name). */
function phrasesOf(line: Line, hints: string[]): Phrase[] {
  return line.segments.flatMap((s) =>
    s.text
      .replace(/^name\s*:\s*/i, '')
      .split(/\s*[|•·,–—]\s*/)
      .map((phrase) => respaceName(tidySpaces(phrase), hints) ?? '')
      .filter(Boolean)
      .slice(0, 1)
      .map((text) => ({
        text,
        size: Math.max(...s.runs.map((r) => r.size)),
        bold: s.runs.some((r) => r.bold),
      })),
  );
}

/**
 * A name wrapped onto a second line in the same type ("MARIA TERESA" / "OKONKWO" in a narrow
 * sidebar), taken when the e-mail address or a link spells the second line's words, and given
 * the edge over the first line alone.
 */
function wrappedName(line: Line, next: Line | undefined, hints: string[]): Phrase[] {
  if (!next || line.segments.length > 1 || next.segments.length > 1) return [];
  if (
    Math.abs(line.size - next.size) > NAME.wrappedSize ||
    line.bold !== next.bold ||
    next.y - line.y > NAME.wrappedRow * line.size
  )
    return [];
  const spelled = new Set(hints.flatMap((hint) => foldWord(hint).split(/[^\p{L}]+/u)));
  const added = spacedWords(next.text);
  const spelledWord = (w: string) => w.length >= NAME.wrappedWordLetters && spelled.has(foldWord(w));
  if (added.length > NAME.wrappedWords || !added.every(spelledWord)) return [];
  return [
    {
      text: `${line.text.trim()} ${next.text.trim()}`,
      size: line.size,
      bold: line.bold,
      edge: NAME.wrappedEdge,
    },
  ];
}

/**
 * The person's name: the most prominent name-like phrase near the top, where prominence is font
 * size first, then weight, then being higher up.
 */
export function findName(lines: Line[], hints: string[] = []): NameCandidate | null {
  // The name is near the top: a document without headings must not make every line a candidate.
  const top = lines.slice(0, NAME.lines);
  const maxSize = top.reduce(
    (max, l) => l.segments.reduce((m, s) => s.runs.reduce((r, run) => Math.max(r, run.size), m), max),
    1,
  );
  let best: NameCandidate | null = null;
  top.forEach((line, index) => {
    for (const phrase of [...phrasesOf(line, hints), ...wrappedName(line, top[index + 1], hints)]) {
      if (!looksLikeName(phrase.text)) continue;
      const size = (NAME.prominence.size * Math.max(line.size, phrase.size)) / maxSize;
      const prominence = size + (phrase.bold ? NAME.prominence.bold : 0);
      const score = prominence + (phrase.edge ?? 0) - NAME.linePenalty * index;
      if (!best || score > best.score) best = { text: phrase.text, line, score };
    }
  });
  return best;
}

/** "JANE Q. VAN DOE" → first "Jane", middle "Q.", last "van Doe" (the product's one rule, in core). */
export function splitName(name: string): { first: string; middle: string; last: string } {
  const { first_name, middle_name, last_name } = splitPersonName(softenCapitals(name));
  return { first: first_name, middle: middle_name, last: last_name };
}
