import { weakOpener } from '../../analysis/text/phrases';
import { singular } from '../../analysis/text/terms';
import { SAME_FORM_PAST } from '../../analysis/text/verb-lexicon';
import { openingVerb } from '../../analysis/text/verbs';
import { inflect, isBareVerb, type Tense, verbIn, verbOf, withVerbForm } from './grammar';
import { otherOpener } from './other-openers';
import { capitalise } from './wording';

export type { Tense } from './grammar';

/** The base of the verb a text opens with ("Led" → "lead", "Cut" → "cut"), or undefined. */
export function openingBase(text: string): string | undefined {
  const [first = '', second = ''] = text.split(/\s+/);
  const word = first.replace(/[^\p{L}]+$/u, '').toLowerCase();
  if (SAME_FORM_PAST.has(word)) return word;
  const verb = openingVerb(word, second);
  return verb.form === 'unknown' ? undefined : verb.base;
}

const table = (entries: Record<string, string>): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(entries).flatMap(([verb, nouns]) => nouns.split(' ').map((noun) => [noun, verb])),
  );

/**
 * What one is responsible for doing to a thing, by its noun: complaints are resolved, reports
 * prepared, a database maintained. Only what owning the thing means: never "built" or "led".
 */
const DUTY_VERBS = table({
  resolve: 'complaint issue ticket problem bug incident request query escalation dispute',
  prepare: 'report documentation proposal presentation manual guide newsletter invoice forecast',
  coordinate: 'project initiative programme program rollout migration launch event',
  maintain:
    'system website site app application tool pipeline dashboard api platform integration database server',
  manage:
    'store shop branch staff team budget inventory stock schedule payroll shift process workflow account crm',
  provide: 'service care',
  conduct: 'analysis research audit review test testing interview inspection count check',
  create: 'content design mockup campaign post article',
});

/** What working on a thing means: a register is operated, a dashboard developed. */
const WORK_ON_VERBS = table({
  resolve: 'complaint issue ticket problem bug incident request query escalation dispute',
  prepare: 'report documentation proposal presentation manual guide newsletter invoice forecast',
  operate: 'register till line machine forklift',
  staff: 'desk reception counter floor',
  develop: 'dashboard tool app application website site feature report pipeline',
});

/** A second phrasing for each, for "try again". */
const WORK_ON_ALSO: Readonly<Record<string, string>> = {
  operate: 'run',
  staff: 'cover',
  develop: 'maintain',
  resolve: 'handle',
  prepare: 'produce',
};

/**
 * The verb for a phrase's head noun: the last known noun before the first small word. With
 * `headOnly`, the last noun itself must be known: "the checkout line" is operated, but "the
 * checkout redesign" is not (a register is operated, not its redesign).
 */
function verbForObject(
  phrase: string,
  verbs: Readonly<Record<string, string>>,
  { headOnly = false } = {},
): string | undefined {
  let verb: string | undefined;
  for (const word of phrase.toLowerCase().split(/\s+/).slice(0, 5)) {
    const bare = word.replace(/[^\p{L}]/gu, '');
    if (/^(?:of|for|to|in|on|at|with|by|from|and|or|that|which|who|as|during)$/.test(bare)) break;
    const known = verbs[singular(bare)];
    if (known || !/^(?:an?|the|our|their|its)$/.test(bare)) verb = headOnly ? known : (known ?? verb);
    if (/[,.;:]$/.test(word)) break;
  }
  return verb;
}

/** Nouns made from verbs: "the management of the store" is "managed the store". */
const ACTION_NOUNS: Readonly<Record<string, string>> = {
  management: 'manage',
  development: 'develop',
  creation: 'create',
  coordination: 'coordinate',
  organisation: 'organise',
  organization: 'organize',
  implementation: 'implement',
  preparation: 'prepare',
  maintenance: 'maintain',
  delivery: 'deliver',
  planning: 'plan',
  administration: 'administer',
  supervision: 'supervise',
  analysis: 'analyse',
  production: 'produce',
  training: 'train',
  recruitment: 'recruit',
  onboarding: 'onboard',
};

/**
 * "installing panels" opens with an action; "onboarding of new hires" names one, as a noun, and so
 * does the first of a list of nouns ("scheduling, payroll and loss prevention").
 */
const startsWithGerund = (phrase: string): boolean => {
  const [first = '', second = '', third = ''] = phrase.split(/\s+/);
  if (second.toLowerCase() === 'of' || verbOf(first, second)?.form !== 'gerund') return false;
  return !/[,;]$/.test(first) || verbOf(second, third)?.form === 'gerund';
};

/**
 * The gerunds joined on after a noun ("night audit, balancing accounts and preparing reports"),
 * told in `tense` like the verb now put before the noun: "Conduct night audit, balance accounts
 * and prepare reports". A gerund with nothing after it ("and shipping") may be a noun: left.
 */
function joinedGerundsIn(text: string, tense: Tense): string {
  const words = text.split(' ');
  for (let k = 2; k + 1 < words.length; k++) {
    if (!/^(?:and|or)$/i.test(words[k - 1] ?? '') && !/,$/.test(words[k - 1] ?? '')) continue;
    const word = words[k] as string;
    const v = verbOf(word, words[k + 1] ?? '');
    if (v?.form === 'gerund' && !/[,;.]$/.test(word)) words[k] = inflect(v.base, tense);
  }
  return words.join(' ');
}

/**
 * The duty's own action when it names one: "managing the store" (a gerund, and any gerund joined
 * to it), "the management of the store". Returns the phrase told in `tense`.
 */
function actionIn(phrase: string, tense: Tense): string | undefined {
  if (startsWithGerund(phrase)) return capitalise(withVerbForm(phrase, tense));
  const nominal = /^(?:the\s+)?(\p{L}+)\s+of\s+(.*)$/isu.exec(phrase);
  const base = nominal ? ACTION_NOUNS[(nominal[1] as string).toLowerCase()] : undefined;
  if (nominal && base) return `${verbIn(base, tense)} ${nominal[2]}`;
  return undefined;
}

const SUPPORTING =
  /^(help(?:ed|ing|s)?|assist(?:ed|ing|s)?|support(?:ed|ing|s)?|contribut(?:ed|ing|es?))\b(?:\s+(with|in|on|to)\b)?\s*/i;

/** A supporting part stays one: "helped with" may become "supported", never "led". */
function supportingPart(text: string, tense: Tense): string[] | undefined {
  const m = SUPPORTING.exec(text);
  if (!m) return undefined;
  const verb = (m[1] as string).toLowerCase();
  const preposition = m[2]?.toLowerCase();
  const rest = text.slice(m[0].length);
  if (rest === '') return undefined;
  const support = verbIn('support', tense);
  const contribute = `${verbIn('contribute', tense)} to`;
  const assist = verbIn('assist', tense);
  const help = verbIn('help', tense);
  // "with installing panels", "in defining SLOs": the action, still as a helper.
  if (startsWithGerund(rest)) {
    return [`${contribute} ${rest}`, `${help} ${withVerbForm(rest, 'present')}`, `${assist} in ${rest}`];
  }
  const [first = '', second = ''] = rest.split(/\s+/);
  const bare = verbOf(first, second);
  // "Helped train 5 cashiers": help with a bare verb.
  if (!preposition && bare?.form === 'present' && /^help/.test(verb)) {
    const doing = withVerbForm(rest, 'gerund');
    return [`${contribute} ${doing}`, `${assist} in ${doing}`];
  }
  // "Helped customers find products", "Helped the team keep a rating": someone helped to do something.
  if (/^help/.test(verb) && !preposition) {
    const words = rest.split(/\s+/);
    for (let i = 1; i <= 3 && i < words.length; i++) {
      const word = words[i] as string;
      // "the team with code reviews": whom they helped ends at a preposition; no action follows.
      if (/^(?:of|in|on|for|with|at|by|from|during)$/i.test(word)) break;
      if (!isBareVerb(word) || /^(?:the|a|an|to|and|or)$/i.test(word)) continue;
      const base = word.toLowerCase();
      // "Helped customers to find products": the "to" goes with the verb.
      const who = words
        .slice(0, i)
        .join(' ')
        .replace(/\s+to$/i, '');
      // "help the team fix bugs and write tests": every verb joined on becomes a gerund too.
      const action = words.slice(i).join(' ');
      const told = withVerbForm(action, 'gerund');
      const doing = told !== action ? told : [inflect(base, 'gerund'), ...words.slice(i + 1)].join(' ');
      return [`${support} ${who} in ${doing}`, `${assist} ${who} in ${doing}`];
    }
  }
  // "Contributed to the launch": kept, or told as support.
  if (preposition === 'to' || (verb.startsWith('contribut') && !preposition)) {
    return [`${contribute} ${rest}`, `${support} ${rest}`, `${help} with ${rest}`];
  }
  // "Supported the partner", "Assisted doctors during rounds": a person or a thing supported.
  if (!preposition) {
    const own = verb.startsWith('support') ? [`${support} ${rest}`] : [];
    return [...own, `${support} ${rest}`, `${help} ${rest}`, `${assist} ${rest}`];
  }
  // "Helped with the SOX audit", "Assisted in the launch".
  return [`${support} ${rest}`, `${contribute} ${rest}`, `${assist} with ${rest}`];
}

const RESPONSIBLE =
  /^(?:(?:i|we) )?(?:was |were |am |are )?(?:responsible (?:for|of)|in charge of|tasked with)\s+/i;
const DUTIES = /^(?:my )?(?:responsibilities|duties|tasks) (?:include|included|including|were|was)\s+/i;

/** "Responsible for X": the person owned it, told with the action or what owning it means. */
function dutyPart(text: string, tense: Tense): string[] | undefined {
  const m = RESPONSIBLE.exec(text) ?? DUTIES.exec(text);
  if (!m) return undefined;
  const rest = text.slice(m[0].length);
  if (rest === '') return undefined;
  const action = actionIn(rest, tense);
  if (action) return [action];
  const object = joinedGerundsIn(rest, tense);
  const base = verbForObject(rest, DUTY_VERBS) ?? 'manage';
  // "Duties included classroom management": not "Managed classroom management".
  if (namesTheAction(rest, base)) return [`${verbIn('handle', tense)} ${object}`];
  return [
    `${verbIn(base, tense)} ${object}`,
    `${verbIn(base === 'manage' ? 'oversee' : 'manage', tense)} ${object}`,
  ];
}

/** Whether a phrase holds the noun of the action `base` ("classroom management" for "manage"). */
const namesTheAction = (phrase: string, base: string): boolean =>
  phrase
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((word) => ACTION_NOUNS[word] === base);

/** "Worked on X": the work itself when it names it, or the person's contribution to it. */
function workedOnPart(text: string, tense: Tense): string[] | undefined {
  const m = /^(?:worked|working) on\s+/i.exec(text);
  if (!m) return undefined;
  const rest = text.slice(m[0].length);
  const action = actionIn(rest, tense);
  if (action)
    return startsWithGerund(rest) ? [action, `${verbIn('contribute', tense)} to ${rest}`] : [action];
  if (
    /^(?:an?|the)\s+(?:\S+\s+){0,2}(?:crew|team|squad)(?=\s+(?:of|at|for|that|which|who|on|in)\b|[,.;]|$)/i.test(
      rest,
    )
  ) {
    return [`${verbIn('serve', tense)} on ${rest}`, `${verbIn('work', tense)} as part of ${rest}`];
  }
  const base = verbForObject(rest, WORK_ON_VERBS, { headOnly: true });
  if (base) return [base, WORK_ON_ALSO[base] ?? base].map((v) => `${verbIn(v, tense)} ${rest}`);
  // Not "Supported the React frontend": supporting a thing is maintaining it, another job.
  return [`${verbIn('contribute', tense)} to ${rest}`];
}

/**
 * The ways a line can open with a verb in the role's tense, best first: weak openers replaced by
 * an honest verb (a supporting part stays supporting), a gerund or a present verb in a past role
 * put in the past. Empty when the line already opens well.
 */
export function openingPhrasings(text: string, tense: Tense): string[] {
  const replaced =
    supportingPart(text, tense) ??
    dutyPart(text, tense) ??
    workedOnPart(text, tense) ??
    otherOpener(text, tense);
  // The verbs joined on later follow the new opener's tense ("…and restocked shelves").
  if (replaced) return replaced.map((t) => capitalise(withVerbForm(t.replace(/\s{2,}/g, ' ').trim(), tense)));
  const [first = '', second = '', third = ''] = text.split(/\s+/);
  const verb = verbOf(first, second);
  // "Editing of short documentaries": the action named as a noun, told with its verb.
  if (verb?.form === 'gerund' && second.toLowerCase() === 'of') {
    return [`${verbIn(verb.base, tense)} ${text.split(/\s+/).slice(2).join(' ')}`];
  }
  // "Prospecting, demos, negotiating contracts": a list of nouns, not a run of actions.
  if (
    verb?.form === 'gerund' &&
    /,$/.test(first) &&
    verbOf(second.replace(/,$/, ''), third)?.form !== 'gerund'
  ) {
    return [];
  }
  if (verb && (verb.form === 'gerund' || verb.form !== tense)) {
    // A current role may be told in the past; a past one never in the present.
    const form = verb.form === 'past' && tense === 'present' ? 'past' : tense;
    const told = capitalise(withVerbForm(text, form));
    return told === text ? [] : [told];
  }
  if (verb) return [];
  return nounLedPhrasings(text, tense);
}

const SMALL_WORD = /^(?:of|for|to|in|on|at|with|by|from|and|or|during)$/i;

/**
 * A line that opens with the thing done gets the verb for it: "Inventory counts weekly" →
 * "Conducted inventory counts weekly", "Budget reports for the board" → "Prepared budget reports…".
 * A first word that is also a verb, with its object after it, is read as the verb the person
 * wrote: "Reviews vendor contracts" is told in the past for a past role, and "Design logos,
 * brochures…" is left as written rather than guessed at ("Create design logos").
 */
function nounLedPhrasings(text: string, tense: Tense): string[] {
  const [first = '', second = ''] = text.split(/\s+/);
  const word = first.replace(/[^\p{L}]/gu, '').toLowerCase();
  const own = DUTY_VERBS[singular(word)];
  const base = verbForObject(text, DUTY_VERBS);
  if (!own || !base || /ed$/i.test(first)) return [];
  const objectFollows = second !== '' && !/[,;:.]$/.test(first) && !SMALL_WORD.test(second);
  const laterNoun = text
    .split(/\s+/)
    .slice(1, 5)
    .some((w) => DUTY_VERBS[singular(w.replace(/[^\p{L}]/gu, '').toLowerCase())]);
  if (objectFollows && !laterNoun && !/ing$/i.test(second)) {
    const stem = word.replace(/(?:(?<=[sxz]|[cs]h)es|s)$/, '');
    if (stem !== word && isBareVerb(stem))
      return tense === 'past' ? [`${verbIn(stem, 'past')} ${text.slice(first.length + 1)}`] : [];
    if (isBareVerb(word)) return [];
  }
  const object = /^\p{Lu}\p{Ll}/u.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  // "Inventory management of …": not "Manage inventory management".
  return [`${verbIn(namesTheAction(text, base) ? 'handle' : base, tense)} ${object}`];
}

/** "Responsible for managing the store" → "Managed the store"; undefined when no weak opener. */
export function replaceWeakOpener(text: string, tense: Tense, variant = 0): string | undefined {
  if (!weakOpener(text) && !SUPPORTING.test(text)) return undefined;
  const options = openingPhrasings(text, tense);
  return options.length === 0 ? undefined : options[variant % options.length];
}

/**
 * Makes the first word a strong verb in the role's tense: weak openers replaced, "Manage" in a
 * past role made "Managed", and a line that opens with a known object ("Sales for …") given its verb.
 */
export function strongOpening(text: string, tense: Tense, variant = 0): string {
  const options = openingPhrasings(text, tense);
  return options.length === 0 ? text : (options[variant % options.length] as string);
}
