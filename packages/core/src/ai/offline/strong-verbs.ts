import { weakOpener } from '../../analysis/text/phrases';
import { singular } from '../../analysis/text/terms';
import { SAME_FORM_PAST, VERBS } from '../../analysis/text/verb-lexicon';
import { openingVerb, pastTense } from '../../analysis/text/verbs';
import { capitalise } from './wording';

/** Past roles are told in the past tense; a current role's ongoing work in the present. */
export type Tense = 'past' | 'present';

const verbIn = (base: string, tense: Tense): string => (tense === 'past' ? pastTense(base) : base);

/** The base of the verb a text opens with ("Led" → "lead", "Cut" → "cut"), or undefined. */
export function openingBase(text: string): string | undefined {
  const [first = '', second = ''] = text.split(/\s+/);
  const word = first.replace(/[^\p{L}]+$/u, '').toLowerCase();
  if (SAME_FORM_PAST.has(word)) return word;
  const verb = openingVerb(word, second);
  return verb.form === 'unknown' ? undefined : verb.base;
}

/**
 * What one does to a thing, by the thing's noun: "customer complaints" are resolved, "reports" are
 * prepared. Used when a duty names only its object ("Responsible for the weekly reports").
 */
const OBJECT_VERBS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    resolve: 'complaint issue ticket problem bug incident request query escalation dispute',
    prepare: 'report documentation proposal presentation manual guide newsletter invoice forecast',
    deliver: 'project initiative programme program rollout migration launch event',
    build:
      'system website site app application feature tool pipeline dashboard api platform integration database',
    manage:
      'store shop branch staff team budget inventory stock schedule payroll shift process workflow account',
    serve: 'customer client patient guest',
    provide: 'service',
    drive: 'sale revenue growth',
    conduct: 'analysis research audit review test testing interview',
    create: 'content design mockup campaign post article',
  }).flatMap(([verb, nouns]) => nouns.split(' ').map((noun) => [noun, verb])),
);

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

/** The verb for a phrase's head noun: the last known noun before the first small word. */
function verbForObject(phrase: string): string | undefined {
  let verb: string | undefined;
  for (const word of phrase.toLowerCase().split(/\s+/).slice(0, 5)) {
    const bare = word.replace(/[^\p{L}]/gu, '');
    if (/^(?:of|for|to|in|on|at|with|by|from|and|or|that|which|who|as)$/.test(bare)) break;
    verb = OBJECT_VERBS[singular(bare)] ?? verb;
    if (/[,.;:]$/.test(word)) break;
  }
  return verb;
}

/**
 * The duty's own action when it names one: "managing the store" (a gerund), "the management of
 * the store", "to build the API" (a base verb). Returns the verb and the words after it.
 */
function actionIn(phrase: string): { base: string; rest: string } | undefined {
  const words = phrase.split(/\s+/);
  const [first = '', second = ''] = words;
  const verb = openingVerb(first, second);
  if (verb.form === 'gerund' || (verb.form === 'present' && VERBS.has(first.toLowerCase()))) {
    return {
      base: verb.base,
      rest: words
        .slice(1)
        .join(' ')
        .replace(/^of\s+/i, ''),
    };
  }
  const nominal = /^(?:the\s+)?(\p{L}+)\s+of\s+(.*)$/isu.exec(phrase);
  const base = nominal ? ACTION_NOUNS[nominal[1]!.toLowerCase()] : undefined;
  if (nominal && base) return { base, rest: nominal[2]! };
  return undefined;
}

/**
 * Each kind of weak opener, the honest strong verb when the duty names no action of its own, and
 * the preposition that verb needs: "Worked with sales" → "Partnered with sales", "Worked as a
 * cashier" → "Served as a cashier", "Was involved in the launch" → "Contributed to the launch".
 */
const OPENER_KINDS: readonly { pattern: RegExp; fallback: string; join?: 'with' | 'to' | 'as written' }[] = [
  { pattern: /responsib|duties|tasks|tasked|in charge/i, fallback: 'manage' },
  { pattern: /^(?:helped|helping|assisted|assisting)/i, fallback: 'support' },
  { pattern: /^work(?:ed|ing) with/i, fallback: 'partner', join: 'with' },
  { pattern: /^work(?:ed|ing) (?:as|in|at)/i, fallback: 'serve', join: 'as written' },
  { pattern: /^work(?:ed|ing) on/i, fallback: 'deliver' },
  { pattern: /involved|participated|took part|part of/i, fallback: 'contribute', join: 'to' },
  { pattern: /^attended/i, fallback: 'complete' },
  { pattern: /exposure|familiar/i, fallback: 'use' },
];

/** "Responsible for managing the store" → "Managed the store"; undefined when no weak opener. */
export function replaceWeakOpener(text: string, tense: Tense): string | undefined {
  const weak = weakOpener(text);
  if (!weak || !text.toLowerCase().startsWith(weak.toLowerCase())) return undefined;
  const kind = OPENER_KINDS.find((k) => k.pattern.test(weak));
  const rest = text
    .slice(weak.length)
    .trim()
    .replace(/^(?:to|with|in|on)\s+/i, '');
  if (kind?.join) {
    const preposition = kind.join === 'as written' ? weak.split(/\s+/).at(-1) : kind.join;
    return `${capitalise(verbIn(kind.fallback, tense))} ${preposition} ${rest}`;
  }
  const action = actionIn(rest);
  if (action) return `${capitalise(verbIn(action.base, tense))} ${action.rest}`;
  const base = verbForObject(rest) ?? kind?.fallback ?? 'deliver';
  return `${capitalise(verbIn(base, tense))} ${rest}`;
}

/**
 * Makes the first word a strong verb in the role's tense: weak openers replaced, "Manage" in a
 * past role made "Managed", and a line that opens with a known object ("Sales for …") given its verb.
 */
export function strongOpening(text: string, tense: Tense): string {
  const replaced = replaceWeakOpener(text, tense);
  if (replaced) return replaced;
  const [first = '', second = ''] = text.split(/\s+/);
  const verb = openingVerb(first, second);
  if (verb.form === 'gerund' || (verb.form === 'present' && tense === 'past')) {
    return `${capitalise(verbIn(verb.base, tense))}${text.slice(first.length)}`;
  }
  // A word ending in "-ed" is most likely a verb the lexicon lacks ("Awarded"), so it stays.
  if (verb.form !== 'unknown' || SAME_FORM_PAST.has(first.toLowerCase()) || /ed$/i.test(first)) return text;
  const base = OBJECT_VERBS[singular(first.replace(/[^\p{L}]/gu, '').toLowerCase())];
  if (!base) return text;
  const object = /^\p{Lu}\p{Ll}/u.test(first) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return `${capitalise(verbIn(base, tense))} ${object}`;
}
