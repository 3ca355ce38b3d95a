import {
  DOUBLING,
  IRREGULAR_PAST,
  IRREGULAR_PAST_OF,
  NOUN_LIKE,
  OBJECT_OPENERS,
  SAME_FORM_PAST,
  VERBS,
} from './verb-lexicon';

/**
 * The verb form an achievement opens with. Only forms we are sure of are named; anything else is
 * `unknown` and never reported, because a finding must not appear for something that is not wrong.
 */
export type OpeningVerb =
  | { form: 'past'; base: string }
  | { form: 'present' | 'gerund'; base: string }
  | { form: 'unknown' };

const UNKNOWN: OpeningVerb = { form: 'unknown' };

const isVerb = (w: string): boolean => VERBS.has(w);

/** The base a regular inflected word comes from, trying each spelling rule in turn. */
function baseOf(word: string, suffix: 'ed' | 'ing' | 's'): string | undefined {
  const stem = word.slice(0, -suffix.length);
  const candidates =
    suffix === 's'
      ? [
          stem,
          word.endsWith('ies') ? `${word.slice(0, -3)}y` : '',
          word.endsWith('es') ? word.slice(0, -2) : '',
        ]
      : [
          stem,
          `${stem}e`,
          suffix === 'ed' && stem.endsWith('i') ? `${stem.slice(0, -1)}y` : '',
          stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : '',
        ];
  return candidates.find((c) => c !== '' && isVerb(c));
}

/** Reads the opening verb of an achievement from its first two words. */
export function openingVerb(first: string, second = ''): OpeningVerb {
  const word = first.toLowerCase();
  const irregular = IRREGULAR_PAST[word];
  if (irregular) return { form: 'past', base: irregular };
  if (SAME_FORM_PAST.has(word)) return UNKNOWN;
  if (word.length > 3 && word.endsWith('ed')) {
    const base = baseOf(word, 'ed');
    return base ? { form: 'past', base } : UNKNOWN;
  }
  let present: OpeningVerb = UNKNOWN;
  if (isVerb(word)) present = { form: 'present', base: word };
  else if (word.length > 5 && word.endsWith('ing')) {
    const base = baseOf(word, 'ing');
    if (base) present = { form: 'gerund', base };
  } else if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) {
    const base = baseOf(word, 's');
    if (base) present = { form: 'present', base };
  }
  if (present.form === 'unknown') return present;
  // "Teaching Assistant for …", "Marketing Manager at …": a gerund before a capitalised noun is a title.
  if (present.form === 'gerund' && /^\p{Lu}\p{Ll}/u.test(second)) return UNKNOWN;
  // "Lead engineer on …", "Marketing campaigns for …": a noun unless an object follows.
  if (NOUN_LIKE.has(present.base) && !takesObject(second)) return UNKNOWN;
  return present;
}

function takesObject(next: string): boolean {
  const w = next.toLowerCase();
  return OBJECT_OPENERS.has(w) || /^\d/.test(w) || /^[$€£]/.test(w);
}

/** "manage" → "managed", "lead" → "led", "plan" → "planned": for suggestions. */
export function pastTense(base: string): string {
  const irregular = IRREGULAR_PAST_OF[base];
  if (irregular) return irregular;
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

/** Keeps the capital of the word being replaced: "Manage" → "Managed". */
export function matchCase(model: string, word: string): string {
  return /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
