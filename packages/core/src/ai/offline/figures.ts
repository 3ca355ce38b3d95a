import { hasNumber } from '../../analysis/text/phrases';
import { SAME_FORM_PAST } from '../../analysis/text/verb-lexicon';
import { openingVerb } from '../../analysis/text/verbs';
import { withoutFinalStop } from './wording';

/**
 * Ask, don't leave slots: where a figure would make a line stronger, the writer asks the person up
 * to three short questions and writes their answers into the line. It never guesses a figure and
 * never leaves "[X%]" behind; a question skipped leaves its part out.
 */

/** The base of the verb a line opens with, by the resume verb lexicon (no NLP model: this runs in the browser too). */
function openingBase(text: string): string | undefined {
  const [first = '', second = ''] = text.split(/\s+/);
  const word = first.replace(/[^\p{L}]+$/u, '').toLowerCase();
  if (SAME_FORM_PAST.has(word)) return word;
  const verb = openingVerb(word, second);
  return verb.form === 'unknown' ? undefined : verb.base;
}

export type FigureQuestion = {
  /** Which part of the line the answer fills in. */
  id: 'amount' | 'people' | 'volume' | 'period';
  question: string;
  /** An example answer, for the input's placeholder. */
  example: string;
};

const verbs = (list: string): ReadonlySet<string> => new Set(list.split(' '));

type Kind = { verbs: ReadonlySet<string>; questions: FigureQuestion[] };

const PERIOD: FigureQuestion = { id: 'period', question: 'Over what period?', example: '6 months' };

const KINDS: readonly Kind[] = [
  {
    verbs: verbs('reduce cut decrease lower minimise minimize eliminate slash halve save shorten'),
    questions: [{ id: 'amount', question: 'By how much did it drop?', example: '30%' }, PERIOD],
  },
  {
    verbs: verbs(
      'increase grow boost raise expand accelerate improve enhance optimise optimize maximise maximize strengthen lift drive',
    ),
    questions: [{ id: 'amount', question: 'By how much did it grow or improve?', example: '25%' }, PERIOD],
  },
  {
    verbs: verbs(
      'automate streamline simplify standardise standardize consolidate digitize centralise centralize',
    ),
    questions: [
      { id: 'amount', question: 'How much time did it save?', example: '5 hours a week' },
      { id: 'people', question: 'How many people used it?', example: '40' },
    ],
  },
  {
    verbs: verbs('mentor coach train hire recruit onboard teach interview supervise manage lead'),
    questions: [{ id: 'people', question: 'How many people?', example: '12' }, PERIOD],
  },
  {
    verbs: verbs('sell generate earn secure win negotiate close'),
    questions: [{ id: 'amount', question: 'What was it worth?', example: '$120k' }, PERIOD],
  },
  {
    verbs: verbs('resolve handle process answer respond serve greet schedule book'),
    questions: [{ id: 'volume', question: 'How many a week?', example: '150' }],
  },
  {
    verbs: verbs('build create develop design write prepare produce publish launch maintain'),
    questions: [
      { id: 'people', question: 'How many people used it?', example: '200' },
      { id: 'amount', question: 'What did it change, and by how much?', example: 'cut report time by 50%' },
    ],
  },
];

const GENERAL: FigureQuestion[] = [
  { id: 'people', question: 'How many people or items did it involve?', example: '25' },
  { id: 'amount', question: 'What changed as a result, and by how much?', example: 'errors fell by 20%' },
  PERIOD,
];

/** Up to three short questions whose answers would give `line` a figure; none when it has one. */
export function figureQuestions(line: string): FigureQuestion[] {
  if (line.trim() === '' || hasNumber(line)) return [];
  const base = openingBase(line.trim());
  const kind = base === undefined ? undefined : KINDS.find((k) => k.verbs.has(base));
  return (kind?.questions ?? GENERAL).slice(0, 3);
}

export type FigureAnswers = Partial<Record<FigureQuestion['id'], string>>;

/** "30" asked as a percentage is "30%"; anything with a unit or words stays as typed. */
const asPercent = (answer: string): string => (/^\d+(?:\.\d+)?$/.test(answer) ? `${answer}%` : answer);
const isBareNumber = (answer: string): boolean => /^[\d.,]+\+?$/.test(answer);

/**
 * The person's answers written into the line: "Reduced onboarding time" with { amount: '30%',
 * period: '6 months' } → "Reduced onboarding time by 30% over 6 months". Blank or missing answers
 * are left out, so skipping every question gives the line back as it was.
 */
export function withFigures(line: string, answers: FigureAnswers): string {
  const stop = /\.\s*$/.test(line) ? '.' : '';
  let t = withoutFinalStop(line);
  const clean = (v: string | undefined) => (v ?? '').trim().replace(/[.\s]+$/, '');
  const amount = clean(answers.amount);
  const people = clean(answers.people);
  const volume = clean(answers.volume);
  const period = clean(answers.period);
  const base = openingBase(t);
  const kind = base === undefined ? undefined : KINDS.findIndex((k) => k.verbs.has(base));
  if (amount) {
    if (kind === 0 || kind === 1)
      t += /\bby\b/i.test(t)
        ? `, ${kind === 0 ? 'down' : 'up'} ${asPercent(amount)}`
        : ` by ${asPercent(amount)}`;
    else if (kind === 2) t += `, saving ${amount}`;
    else if (kind === 4) t += `, worth ${amount}`;
    else t += `; ${amount}`;
  }
  if (people) {
    const who = isBareNumber(people) ? `${people} people` : people;
    t += kind === 3 ? ` (${who})` : `, used by ${who}`;
  }
  if (volume) t += ` (${isBareNumber(volume) ? `${volume} a week` : volume})`;
  if (period) t += /^(?:in|over|within|during|across|for)\b/i.test(period) ? ` ${period}` : ` over ${period}`;
  return t + stop;
}
