import { splitSentences } from '../../analysis/text/sentences';
import { LIMITS } from '../../product';
import { containsPhrase } from '../text-search';
import { improveSentence } from './achievement';
import { withVerbForm } from './grammar';
import type { Instruction } from './instruction';
import { experiencePhrase, type ResumeFacts } from './resume-facts';
import { strongOpening } from './strong-verbs';
import {
  article,
  asSentence,
  capitalise,
  institutionInSentence,
  joinList,
  lowerFirst,
  skillInSentence,
  withoutFinalStop,
} from './wording';

const { min: MIN_SENTENCES, max: MAX_SENTENCES } = LIMITS.summarySentences;

/** For a resume with nothing in it yet: true of anyone, so nothing is invented. */
const GENERIC = [
  'Professional who brings careful, reliable work to every team.',
  'Focused on clear communication and results that can be measured.',
];

const pick = <T>(options: readonly T[], variant: number): T => options[variant % options.length] as T;

function opening(f: ResumeFacts, variant = 0): string | undefined {
  const who = f.title && capitalise(f.title);
  const experience = experiencePhrase(f.years);
  if (who && experience) {
    return pick(
      [
        `${who} with ${experience}${f.company ? `, most recently at ${f.company}` : ''}.`,
        `${who} with ${experience}.`,
        `${capitalise(experience)} in the field, most recently as ${article(who)} ${who}${f.company ? ` at ${f.company}` : ''}.`,
      ],
      variant,
    );
  }
  if (who && f.company) return `${who}, most recently at ${f.company}.`;
  if (who) return `${who} with hands-on experience in the role.`;
  return experience && `Professional with ${experience}.`;
}

const skillsSentence = (f: ResumeFacts, variant = 0) => {
  if (f.skills.length === 0) return undefined;
  const skills = joinList(f.skills.map(skillInSentence));
  return pick([`Skilled in ${skills}.`, `Works with ${skills}.`, `Core skills: ${skills}.`], variant);
};

/**
 * "Recent highlights include designing and leading …": the achievement as the person wrote it,
 * its verbs in one form, so no gerund is joined to a past verb.
 */
function highlightSentence(f: ResumeFacts, variant = 0): string | undefined {
  if (!f.highlight) return undefined;
  const line = withoutFinalStop(strongOpening(f.highlight.text, 'past'));
  const doing = withVerbForm(line, 'gerund');
  const first = lowerFirst(doing);
  // Only a line from the latest role is recent; an older one is a highlight all the same.
  const recent = f.highlight.company === f.company ? 'Recent highlights' : 'Highlights';
  return pick(
    [
      `${recent} include ${first}.`,
      `${capitalise(withVerbForm(line, 'past'))}${f.highlight.company ? ` at ${f.highlight.company}` : ''}.`,
      `Known for ${first}.`,
    ],
    variant,
  );
}

const studySentence = (f: ResumeFacts) =>
  f.study && `Studied ${f.study.subject} at ${institutionInSentence(f.study.institution)}.`;

/** The goal in the person's own words: "aiming for a product manager role" → "Now aiming for …". */
export function targetSentence(prompt: string): string | undefined {
  const first = splitSentences(prompt)[0];
  if (!first) return undefined;
  const goal =
    /\b(?:aiming|looking|hoping|applying|seeking|targeting|interested|moving|transitioning)\b.*$/i.exec(
      first,
    );
  return goal
    ? asSentence(`Now ${withoutFinalStop(goal[0])}`)
    : asSentence(`Next goal: ${withoutFinalStop(first)}`);
}

/** Sentences up to the product's maximum, then topped up to its minimum from `extra`. */
function withinLimits(sentences: string[], extra: (string | undefined)[]): string {
  const kept = sentences.slice(0, MAX_SENTENCES);
  for (const s of [...extra, ...GENERIC]) {
    if (kept.length >= MIN_SENTENCES) break;
    if (s && !kept.includes(s)) kept.push(s);
  }
  return kept.join(' ');
}

/**
 * A 2-4 sentence summary from the resume's own facts: who (title, years), what with (skills), a
 * real result, and the goal the person typed.
 */
export function writeSummary(f: ResumeFacts, target?: string, variant = 0): string {
  const sentences = [
    opening(f, variant) ?? GENERIC[0],
    skillsSentence(f, variant),
    highlightSentence(f, variant),
    target,
  ].filter((s): s is string => s !== undefined);
  return withinLimits(sentences, [studySentence(f)]);
}

/** "… with experience in sales who is looking for …": the goal becomes a sentence of its own. */
const GOAL =
  /\s*,?\s*(?:and\s+)?(?:who\s+(?:is|am)\s+|I\s+am\s+|I['’]m\s+)?(?=(?:currently\s+)?(?:looking|seeking|hoping)\s+(?:for|to)\b)/i;

function splitGoal(sentence: string): string[] {
  const m = GOAL.exec(sentence);
  if (!m || m.index < 10) return [sentence];
  return [sentence.slice(0, m.index), sentence.slice(m.index + m[0].length)];
}

/**
 * The person's summary improved sentence by sentence, kept to 2-4 sentences: the first ones and
 * the last (where the goal usually is) when too long; the resume's facts when too short.
 */
export function improveSummary(text: string, f: ResumeFacts, instruction: Instruction, variant = 0): string {
  const noun = f.title ? capitalise(f.title) : 'Professional';
  const plain = { ...instruction, metrics: false };
  let sentences = splitSentences(text)
    .flatMap(splitGoal)
    .map((s) => improveSentence(s, { tense: 'present', instruction: plain, noun, variant }))
    .filter((s) => s !== '');
  const limit = instruction.shorter ? MIN_SENTENCES : MAX_SENTENCES;
  if (sentences.length > limit) sentences = [...sentences.slice(0, limit - 1), sentences.at(-1) as string];
  const highlight = highlightSentence(f, variant);
  // Asked for numbers, a summary gains the person's best quantified result rather than a gap.
  if (instruction.metrics && highlight && sentences.length < MAX_SENTENCES) sentences.push(highlight);
  const named = sentences.join(' ');
  const skills = f.skills.some((s) => containsPhrase(named, s)) ? undefined : skillsSentence(f, variant);
  return withinLimits(sentences, [opening(f, variant), skills, highlight, studySentence(f)]);
}
