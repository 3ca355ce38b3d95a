import type Compromise from 'compromise';
import { IRREGULAR_PAST_OF, SAME_FORM_PAST } from '../../analysis/text/verb-lexicon';
import { openingVerb, pastTense } from '../../analysis/text/verbs';
import { capitalise } from './wording';

/**
 * compromise is loaded on first use, not with the module: it takes about 40 MB and a few hundred
 * milliseconds, which a server that never writes offline (or has not yet) should not pay at rest.
 */
let compromise: typeof Compromise | undefined;
let loading: Promise<void> | undefined;

/** Loads the built-in writer's grammar; every call after the first is free. */
export function loadWriterGrammar(): Promise<void> {
  loading ??= import('compromise').then((m) => {
    compromise = m.default;
    // compromise builds its lexicon on the first sentence it reads: done here, not in an answer.
    compromise('They led the team.').verbs().conjugate();
  });
  return loading;
}

function nlp(text: string) {
  if (!compromise) throw new Error('The built-in writer needs `await loadWriterGrammar()` first');
  return compromise(text);
}

/**
 * Tense and conjugation for the built-in writer, by compromise (an English NLP library that ships
 * its model inside its npm package): "lead" → "led" / "leading", "commission" → "commissioned".
 * The resume verb lexicon (analysis/text/verb-lexicon.ts) still decides which word is a verb,
 * because a general tagger reads verb-first fragments badly; compromise only inflects it.
 */

/** Past roles are told in the past tense; a current role's ongoing work in the present. */
export type Tense = 'past' | 'present';

/** The forms a verb takes in a resume line: "led", "lead" (present, subjectless), "leading". */
export type VerbForm = Tense | 'gerund';

type Forms = { past: string; gerund: string };

const cache = new Map<string, Forms>();

function formsOf(base: string): Forms {
  const known = cache.get(base);
  if (known) return known;
  const doc = nlp(base);
  doc.tag('Infinitive');
  const c = doc.verbs().conjugate()[0] as { PastTense?: string; Gerund?: string } | undefined;
  let past = c?.PastTense ?? '';
  let gerund = c?.Gerund ?? '';
  // compromise leaves a few verbs it does not know uninflected ("mentor", "prep"): the lexicon's rule.
  if (past === '' || (past === base && !SAME_FORM_PAST.has(base)))
    past =
      IRREGULAR_PAST_OF[base] ??
      (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(base) ? `${base}${base.at(-1)}ed` : pastTense(base));
  // "prep" → "prepped", so "prepping": the doubling the past shows goes on the gerund too.
  const doubled = past === `${base}${base.at(-1)}ed`;
  if (doubled) gerund = `${base}${base.at(-1)}ing`;
  else if (!gerund.endsWith('ing')) gerund = `${base.replace(/([^aeiouy])e$/, '$1')}ing`;
  const forms = { past, gerund };
  cache.set(base, forms);
  return forms;
}

/** "Managed", "Manage": a verb in the role's tense, capitalised to open a line. */
export const verbIn = (base: string, tense: Tense): string => capitalise(inflect(base, tense));

/** The verb `base` in `form`, lowercase: inflect('lead', 'past') → "led". */
export function inflect(base: string, form: VerbForm): string {
  if (form === 'present') return base;
  return formsOf(base)[form];
}

type Verb = { base: string; form: VerbForm };

/** Tagging a word takes compromise a millisecond or so: each reading is kept (resume words repeat). */
const readings = new Map<string, Verb | undefined>();
const MAX_READINGS = 5000;

/** The form and base of a word when it is a verb a resume line opens with, else undefined. */
export function verbOf(word: string, next = ''): Verb | undefined {
  const key = `${word.toLowerCase()} ${next.toLowerCase()}`;
  if (readings.has(key)) return readings.get(key);
  const verb = readVerb(word, next);
  if (readings.size >= MAX_READINGS) readings.clear();
  readings.set(key, verb);
  return verb;
}

function readVerb(word: string, next: string): Verb | undefined {
  const w = word.replace(/[^\p{L}'-]+$/u, '').toLowerCase();
  if (SAME_FORM_PAST.has(w)) return { base: w, form: 'past' };
  const v = openingVerb(w, next);
  if (v.form !== 'unknown') return { base: v.base, form: v.form };
  if (w.length < 5) return undefined;
  const past = w.endsWith('ed');
  if (!past && !w.endsWith('ing')) return undefined;
  // "plumbing repairs", "marketing campaigns", "training sessions": a noun, not an action.
  if (
    NOUN_GERUNDS.has(w) ||
    (COMPOUND_GERUNDS.has(w) && /^\p{Ll}+s$/u.test(next) && !/(?:ss|us|is)$/.test(next))
  )
    return undefined;
  // A form the lexicon lacks ("Commissioned", "ordering materials"): compromise reads it after a subject.
  const doc = nlp(past ? `they ${w} it` : `they were ${w} ${next}`);
  const tagged = doc
    .terms()
    .eq(past ? 1 : 2)
    .has(past ? '#PastTense' : '#Gerund');
  const alone = nlp(w);
  alone.tag(past ? 'PastTense' : 'Gerund');
  const base = alone.verbs().toInfinitive().text().toLowerCase();
  if (base === '' || base === w || /\s/.test(base)) return undefined;
  // "greeting guests" reads as a noun phrase to the tagger; "greet" is still a verb.
  if (!tagged && (past || !isBareVerb(base))) return undefined;
  return { base, form: past ? 'past' : 'gerund' };
}

/** Words in "-ing" that name a trade or a department rather than an action. */
const NOUN_GERUNDS = new Set(
  `plumbing banking marketing accounting engineering nursing catering housekeeping merchandising
  landscaping manufacturing purchasing advertising bookkeeping consulting staffing packaging clothing
  housing parking lighting flooring roofing wiring heating funding lending underwriting programming
  budgeting invoicing payroll warehousing ticketing licensing pricing branding`.split(/\s+/),
);
/** "-ing" words that are nouns before a plural ("training sessions", "shipping costs"). */
const COMPOUND_GERUNDS = new Set(
  'training meeting building planning shipping reporting testing booking'.split(' '),
);

/** Whether a word is a verb in its bare form ("find", "keep"), as after "to". */
export function isBareVerb(word: string): boolean {
  const w = word.toLowerCase();
  if (!/^\p{L}+$/u.test(w)) return false;
  if (openingVerb(w).form === 'present' && openingVerb(w).form !== 'unknown' && !w.endsWith('s')) return true;
  return nlp(`to ${w}`).terms().eq(1).has('#Infinitive');
}

const capitalisedLike = (model: string, word: string): string =>
  /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * The verbs a phrase opens with ("Designing and led", "Opened, counted and closed") and, when it
 * opened with a gerund, every gerund joined on by "and" or a comma ("greeting guests and checking
 * them in"), all put in `form`. No gerund is left beside a past verb, whatever the person typed.
 */
export function withVerbForm(text: string, form: VerbForm): string {
  const tokens = text.split(/(\s+)/);
  const words = tokens.filter((_, i) => i % 2 === 0);
  const first = verbOf(words[0] ?? '', words[1] ?? '');
  if (!first) return text;
  const out = [...words];
  const set = (i: number, base: string) => {
    const raw = words[i] ?? '';
    const trail = /[^\p{L}'-]*$/u.exec(raw)?.[0] ?? '';
    out[i] = capitalisedLike(raw, inflect(base, form)) + trail;
  };
  set(0, first.base);
  // The opening run: "Designed and led", "Planned, built and shipped".
  let i = 0;
  while (i + 2 < words.length || (i + 1 < words.length && /,$/.test(words[i] ?? ''))) {
    const joined = /,$/.test(words[i] ?? '');
    const j = joined ? i + 1 : words[i + 1]?.toLowerCase() === 'and' ? i + 2 : -1;
    if (j < 0) break;
    const v = verbOf(words[j] ?? '', words[j + 1] ?? '');
    if (!v || (v.form === 'present' && form !== 'present' && !SAME_FORM_PAST.has(v.base) && joined)) break;
    set(j, v.base);
    i = j;
  }
  // Later verbs joined on, in the same form: "Handle returns and restock shelves" in the past is
  // "Handled returns and restocked shelves". Only words both the lexicon and compromise read as
  // verbs there ("Handled returns and support tickets" keeps its tickets).
  if (first.form !== 'gerund') {
    const verbs = verbStarts(words);
    // Once one joined verb is found, the line is a list of duties: its next items are verbs too
    // ("…, answer phones and clean tables", where "clean" alone might be an adjective).
    let list = false;
    for (let k = i + 1; k < words.length; k++) {
      if (!/^(?:and|or)$/i.test(words[k - 1] ?? '') && !/,$/.test(words[k - 1] ?? '')) continue;
      const v = verbOf(words[k] ?? '', words[k + 1] ?? '');
      if (!v || v.form === form || v.form === 'gerund' || !(verbs.has(k) || list)) continue;
      set(k, v.base);
      list = true;
    }
  }
  // Later gerunds joined to an opening gerund: "greeting guests and checking them in", "… and
  // also training new hires".
  if (first.form === 'gerund') {
    for (let k = i + 1; k < words.length; k++) {
      const joiner = /^also$/i.test(words[k - 1] ?? '') ? words[k - 2] : words[k - 1];
      if (!/^(?:and|or)$/i.test(joiner ?? '') && !/,$/.test(joiner ?? '')) continue;
      const v = verbOf(words[k] ?? '', words[k + 1] ?? '');
      if (v?.form === 'gerund') set(k, v.base);
    }
  }
  return tokens.map((t, idx) => (idx % 2 === 0 ? (out[idx / 2] ?? t) : t)).join('');
}

/** The indexes of the words compromise reads as verbs in the line, read as a sentence with a subject. */
function verbStarts(words: string[]): Set<number> {
  const SUBJECT = 'they ';
  const starts: number[] = [];
  let at = SUBJECT.length;
  for (const w of words) {
    starts.push(at);
    at += w.length + 1;
  }
  const terms = nlp(SUBJECT + words.join(' '))
    .terms()
    .json({ offset: true }) as { offset: { start: number }; terms: { tags: string[] }[] }[];
  const verbAt = new Set(terms.filter((t) => t.terms[0]?.tags.includes('Verb')).map((t) => t.offset.start));
  return new Set(starts.flatMap((start, k) => (verbAt.has(start) ? [k] : [])));
}

/** Whether a text joins a gerund to a past verb ("designing and led"): the mistake to avoid. */
export const gerundJoinedToPast = (text: string): boolean => nlp(text).has('#Gerund and #PastTense');
