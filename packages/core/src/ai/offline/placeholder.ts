import { hasNumber } from '../../analysis/text/phrases';

/**
 * Where a result has no number, the writer leaves a bracketed gap for the person to fill in. It
 * never guesses the figure: "[X%]" is obviously theirs to replace, and the fact check ignores it.
 */

const PLACEHOLDER = /\[[^\]\n]+\]/;

const hasPlaceholder = (text: string): boolean => PLACEHOLDER.test(text);

/** Whether a line already shows a result a reader can measure, or a gap for one. */
export const isQuantified = (text: string): boolean => hasNumber(text) || hasPlaceholder(text);

const verbs = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** A placeholder worded for what the verb does; "by" is only used once in a line. */
const BY_VERB: readonly { verbs: ReadonlySet<string>; gap: (text: string) => string }[] = [
  {
    verbs: verbs('reduce cut decrease lower minimise minimize eliminate slash halve save'),
    gap: (text) => (/\bby\b/i.test(text) ? ', down [X%]' : ' by [X%]'),
  },
  {
    verbs: verbs(
      'increase grow boost raise expand accelerate improve enhance optimise optimize maximise maximize strengthen lift drive',
    ),
    gap: (text) => (/\bby\b/i.test(text) ? ', up [X%]' : ' by [X%]'),
  },
  {
    verbs: verbs(
      'automate streamline simplify standardise standardize consolidate digitize centralise centralize',
    ),
    gap: () => ', saving [X hours] per week',
  },
  {
    verbs: verbs('mentor coach train hire recruit onboard teach interview'),
    gap: () => ' ([number] people)',
  },
  { verbs: verbs('sell generate earn secure win negotiate close'), gap: () => ', worth [$X]' },
  { verbs: verbs('resolve handle process answer support respond'), gap: () => ' ([number] per week)' },
  { verbs: verbs('serve'), gap: () => ' ([number] customers per week)' },
  {
    verbs: verbs('build create develop design write prepare produce publish'),
    gap: () => ', used by [number] people',
  },
];

/** The gap to append to `text` (opening with the verb `base`), worded to read on from it. */
export function resultGap(text: string, base: string | undefined): string {
  const rule = base === undefined ? undefined : BY_VERB.find((r) => r.verbs.has(base));
  return rule ? rule.gap(text) : ', improving [metric] by [X%]';
}
