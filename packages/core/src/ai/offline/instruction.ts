/**
 * A person's note on how to rewrite ("make it shorter", "more formal", "add metrics"). Only the
 * requests a rule can honour are read; anything else is ignored rather than half-done.
 */
export type Instruction = { shorter: boolean; formal: boolean; metrics: boolean };

export const NO_INSTRUCTION: Instruction = { shorter: false, formal: false, metrics: false };

export function readInstruction(text: string | undefined): Instruction {
  const t = text ?? '';
  return {
    shorter: /\b(?:short|shorter|shorten|concise|brief|briefer|tighter|trim)\b/i.test(t),
    formal: /\b(?:formal|professional)\b/i.test(t),
    metrics: /\b(?:metrics?|numbers?|figures?|quantif\w*|measurable)\b/i.test(t),
  };
}

/** A line that fits on one or two lines of a resume page. */
export const MAX_LINE = 200;
/** What "shorter" aims for: one line. */
export const SHORT_LINE = 120;

const INFORMAL: readonly [RegExp, string][] = [
  [/\b(can)['’]t\b/gi, '$1not'],
  [/\bwon['’]t\b/gi, 'will not'],
  [/\b(\p{L}+)n['’]t\b/giu, '$1 not'],
  [/\b(I|we|they|you)['’]re\b/gi, '$1 are'],
  [/\b(I|we|they|you)['’]ve\b/gi, '$1 have'],
  [/\b(I|we|they|you)['’]ll\b/gi, '$1 will'],
  [/\bI['’]m\b/g, 'I am'],
  [/\s&\s/g, ' and '],
  [/\bkids\b/gi, 'children'],
  [/\bguys\b/gi, 'colleagues'],
  [/\bboss\b/gi, 'manager'],
  [/\bhuge\b/gi, 'significant'],
  [/\bstuff\b/gi, 'material'],
  [/\ba bunch of\s+/gi, ''],
];

/** Contractions spelled out and casual words replaced by their plain formal equivalent. */
export function formalise(text: string): string {
  return INFORMAL.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

/** Asides a shorter line can lose first: "(…)" and "e.g. …" up to the next comma. */
export const withoutAsides = (text: string): string =>
  text.replace(/\s*\([^)]*\)/g, '').replace(/,?\s*\b(?:e\.g\.|i\.e\.|such as)\s[^,.;]*/gi, '');

const CLAUSE_BREAK = /,\s|;\s|\s[–—-]\s|\s(?:and|which|while|by|through|including)\s/g;
const DANGLING = /(?:\s+(?:and|or|with|the|a|an|to|by|of|for|in|on|through|including))+$/i;

/**
 * The text cut to `max` characters at the last clause break that keeps most of it, or else at a
 * word: the action and its object come first in an achievement, so the tail is what goes.
 */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = -1;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    if (m.index <= max && m.index >= max * 0.4) cut = m.index;
  }
  if (cut < 0) cut = text.lastIndexOf(' ', max);
  if (cut <= 0) cut = max;
  return text
    .slice(0, cut)
    .replace(/[,;:\s]+$/, '')
    .replace(DANGLING, '');
}
