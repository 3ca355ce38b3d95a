import { withoutSubject } from '../../analysis/text/phrases';
import {
  activeVoice,
  fixSpelling,
  withoutBullet,
  withoutBuzzwords,
  withoutFiller,
  withoutFirstPerson,
  withoutLeadingSubject,
} from './cleanup';
import { formalise, type Instruction, MAX_LINE, SHORT_LINE, shorten, withoutAsides } from './instruction';
import { isQuantified, resultGap } from './placeholder';
import { openingBase, replaceWeakOpener, strongOpening, type Tense } from './strong-verbs';
import { asSentence, capitalise, tidy, withoutFinalStop } from './wording';

type LineOptions = {
  tense: Tense;
  instruction: Instruction;
  /** Whether the resume's achievements end with a full stop; a rewrite follows the same habit. */
  fullStop: boolean;
};

/** The person's words without the padding: typos, "I", filler, clichés, passive voice. */
function cleanLine(text: string): string {
  let t = withoutLeadingSubject(fixSpelling(withoutBullet(text)));
  // withoutSubject drops everything before the first letter, which would take a leading "$" too.
  if (/^\p{L}/u.test(t)) t = withoutSubject(t);
  return activeVoice(withoutBuzzwords(withoutFiller(t)));
}

function styled(text: string, instruction: Instruction): string {
  let t = instruction.formal ? formalise(text) : text;
  if (instruction.shorter) t = withoutAsides(t);
  return tidy(t);
}

/**
 * One achievement rewritten: a strong verb in the role's tense first, no filler or pronouns, and
 * a bracketed gap for the result when it has no number, all within one or two lines.
 */
export function improveAchievement(text: string, { tense, instruction, fullStop }: LineOptions): string {
  const t = withoutFinalStop(styled(withoutFirstPerson(strongOpening(cleanLine(text), tense)), instruction));
  if (t === '') return '';
  const gap = isQuantified(t) ? '' : resultGap(t, openingBase(t));
  const max = (instruction.shorter ? SHORT_LINE : MAX_LINE) - gap.length - 1;
  const line = capitalise(shorten(t, max) + gap);
  return fullStop ? asSentence(line) : line;
}

/**
 * One sentence of prose (a summary, a description, free text) rewritten with the same rules,
 * except the verb: prose may open with a noun ("Data analyst with …"), so only weak openers change.
 * A sentence left without its noun once the clichés go ("A team player with …") gets `noun`.
 */
export function improveSentence(
  sentence: string,
  opts: { tense: Tense; instruction: Instruction; noun: string },
): string {
  const cleaned = cleanLine(sentence);
  let t = withoutFirstPerson(replaceWeakOpener(cleaned, opts.tense) ?? cleaned);
  const lostNoun =
    /^(?:an?|the)\s+(?:with|who)\b/i.test(t) ||
    (/^(?:with|who)\b/i.test(t) && !/^(?:with|who)\b/i.test(withoutBullet(sentence)));
  if (lostNoun) t = t.replace(/^(?:(?:an?|the)\s+)?/i, `${opts.noun} `);
  t = styled(t, opts.instruction);
  if (t === '') return '';
  if (opts.instruction.metrics && !isQuantified(t)) t = withoutFinalStop(t) + resultGap(t, openingBase(t));
  return asSentence(shorten(t, opts.instruction.shorter ? SHORT_LINE : MAX_LINE));
}
