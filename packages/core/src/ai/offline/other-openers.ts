import { weakOpener } from '../../analysis/text/phrases';
import { type Tense, verbIn } from './grammar';

/**
 * Each other kind of weak opener, the honest verb for it and the preposition that verb needs:
 * "Worked with sales" → "Partnered with sales", "Was involved in the launch" → "Contributed to the launch".
 */
const OPENER_KINDS: readonly { pattern: RegExp; verbs: string[]; join?: 'with' | 'to' | 'as written' }[] = [
  { pattern: /^work(?:ed|ing) with/i, verbs: ['partner', 'collaborate'], join: 'with' },
  { pattern: /^work(?:ed|ing) (?:as|in|at)/i, verbs: ['serve'], join: 'as written' },
  { pattern: /involved|participated|took part|part of/i, verbs: ['contribute'], join: 'to' },
  { pattern: /^attended/i, verbs: ['complete'] },
  { pattern: /exposure|familiar/i, verbs: ['use'] },
];

/** "Worked with sales" → "Partnered with sales"; undefined for a line that opens otherwise. */
export function otherOpener(text: string, tense: Tense): string[] | undefined {
  const weak = weakOpener(text);
  if (!weak || !text.toLowerCase().startsWith(weak.toLowerCase())) return undefined;
  const kind = OPENER_KINDS.find((k) => k.pattern.test(weak));
  if (!kind) return undefined;
  const rest = text
    .slice(weak.length)
    .trim()
    .replace(/^(?:to|with|in|on)\s+/i, '');
  if (rest === '') return undefined;
  const preposition = kind.join === 'as written' ? weak.split(/\s+/).at(-1) : kind.join;
  const candidates = kind.verbs.map((v) => [verbIn(v, tense), preposition, rest].filter(Boolean).join(' '));
  if (kind.join === 'to') candidates.push(`${verbIn('support', tense)} ${rest}`);
  return candidates;
}
