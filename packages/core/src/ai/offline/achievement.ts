import { withoutSubject } from '../../analysis/text/phrases';
import {
  activeVoice,
  commaBeforeWhich,
  fixSpelling,
  withoutBullet,
  withoutBuzzwords,
  withoutFiller,
  withoutFirstPerson,
  withoutLeadingSubject,
} from './cleanup';
import { formalise, type Instruction, MAX_LINE, SHORT_LINE, shorten, withoutAsides } from './instruction';
import { openingPhrasings, replaceWeakOpener, type Tense } from './strong-verbs';
import { asSentence, capitalise, lowerFirst, tidy, withoutFinalStop } from './wording';

type LineOptions = {
  tense: Tense;
  instruction: Instruction;
  /** Whether the resume's achievements end with a full stop; a rewrite follows the same habit. */
  fullStop: boolean;
  /** Which phrasing to use when there are several ("try again" asks for the next one). */
  variant?: number;
};

/** The phrasings of a cleaned line, without repeats; the line itself when it already opens well. */
function phrasings(cleaned: string, tense: Tense): string[] {
  const options = [...new Set(openingPhrasings(cleaned, tense))];
  return options.length > 0 ? options : [cleaned];
}

/** The person's words without the padding: typos, "I", filler, clichés, passive voice. */
function cleanLine(text: string): string {
  let t = withoutLeadingSubject(fixSpelling(withoutBullet(text)));
  // withoutSubject drops everything before the first letter, which would take a leading "$" too.
  if (/^\p{L}/u.test(t)) t = withoutSubject(t);
  return commaBeforeWhich(activeVoice(withoutBuzzwords(withoutFiller(t))));
}

function styled(text: string, instruction: Instruction): string {
  let t = instruction.formal ? formalise(text) : text;
  if (instruction.shorter) t = withoutAsides(t);
  return tidy(t);
}

/**
 * One achievement rewritten: an honest verb in the role's tense first, no filler or pronouns, all
 * within one or two lines. No gap is left for a figure: figureQuestions() asks for it instead.
 */
export function improveAchievement(
  text: string,
  { tense, instruction, fullStop, variant = 0 }: LineOptions,
): string {
  const cleaned = cleanLine(text);
  const options = phrasings(cleaned, tense);
  const chosen = options[variant % options.length] ?? cleaned;
  const t = withoutFinalStop(styled(withoutFirstPerson(chosen), instruction));
  if (t === '') return '';
  const line = capitalise(shorten(t, instruction.shorter ? SHORT_LINE : MAX_LINE));
  return fullStop ? asSentence(line) : line;
}

/**
 * "I care about …" keeps its "I" in prose: without it a verb of feeling or aim reads as an order
 * ("Care about …", "Love building …"). An action loses it, as resumes do: "I lead teams" → "Lead teams".
 */
const FEELING_VERB =
  /^(?:care|love|enjoy|like|believe|want|hope|thrive|value|feel|think|prefer|aim|wish|seek)$/;

function keptSubject(sentence: string): string | undefined {
  const opening = /^(I|We)\s+(\p{Ll}+)/u.exec(withoutBullet(sentence));
  return opening && FEELING_VERB.test(opening[2] as string) ? opening[1] : undefined;
}

/**
 * One sentence of prose (a summary, a description, free text) rewritten with the same rules,
 * except the verb: prose may open with a noun ("Data analyst with …"), so only weak openers change.
 * A sentence left without its noun once the clichés go ("A team player with …") gets `noun`.
 */
export function improveSentence(
  sentence: string,
  opts: { tense: Tense; instruction: Instruction; noun: string; variant?: number },
): string {
  const cleaned = cleanLine(sentence);
  const subject = keptSubject(sentence);
  let t = withoutFirstPerson(
    subject
      ? `${subject} ${lowerFirst(cleaned)}`
      : (replaceWeakOpener(cleaned, opts.tense, opts.variant) ?? cleaned),
  );
  const lostNoun =
    /^(?:an?|the)\s+(?:with|who)\b/i.test(t) ||
    (/^(?:with|who)\b/i.test(t) && !/^(?:with|who)\b/i.test(withoutBullet(sentence)));
  if (lostNoun) t = t.replace(/^(?:(?:an?|the)\s+)?/i, `${opts.noun} `);
  t = styled(t, opts.instruction);
  if (t === '') return '';
  return asSentence(shorten(t, opts.instruction.shorter ? SHORT_LINE : MAX_LINE));
}
