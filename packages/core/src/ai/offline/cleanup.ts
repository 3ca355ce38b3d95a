import { buzzwords, fillerPhrases } from '../../analysis/text/phrases';
import { misspellings } from '../../analysis/text/spelling';
import { openingVerb } from '../../analysis/text/verbs';
import { escapeRegExp } from '../text-search';
import { continueWith, tidy } from './wording';

/**
 * The rules every rewrite shares: typos fixed, the writer's "I" dropped, filler and clichés cut,
 * simple passives turned active. Each rule only removes or reorders the person's own words, so a
 * rewrite never adds a fact.
 */

const wordPattern = (phrase: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'iu');

/** The spelling list the analysis flags, applied: "managment" → "management". */
export function fixSpelling(text: string): string {
  let t = text;
  for (const { word, correction } of misspellings(text)) t = t.replace(wordPattern(word), correction);
  return t;
}

/** Bullets, dashes and stray spaces a pasted line starts with. */
export const withoutBullet = (text: string): string => text.replace(/^[\s•*·▪–—-]+/u, '').trim();

/**
 * The subject and its auxiliary at the start: "I am a …", "I'm …", "I have 5 years …", "We …".
 * What remains starts with the description or the verb.
 */
export function withoutLeadingSubject(text: string): string {
  // Typed fast, "i" and "we" come in lowercase too.
  return text
    .replace(/^(?:I|We)\s+(?:am|are|was|were)\s+(?:an?\s+)?/i, '')
    .replace(/^(?:I'm|I’m|We're|We’re)\s+(?:an?\s+)?/i, '')
    .replace(/^(?:I|We)\s+(?:have|'ve|’ve)\s+(?:been\s+)?/i, '')
    .replace(/^(?:I|We)\s+/i, '');
}

/** First-person words inside a sentence, where a simple rewording keeps the grammar. */
export function withoutFirstPerson(text: string): string {
  return (
    text
      .replace(/\bwhere (?:I|we) (?:can|could)\b/g, 'to')
      .replace(/\b(and|but|so) (?:I|i|we) (?=\p{Ll})/gu, '$1 ')
      // "answered tickets, we reduced the backlog": a comma splice once the "we" goes, so it is joined.
      .replace(/, (?:I|i|we) (?=\p{Ll})/gu, ', and ')
      .replace(/^(?:My|Our)\s+/, 'The ')
      .replace(/\b(?:my|our)\b/g, 'the')
      .replace(/\s*\b(?:myself|ourselves)\b/g, '')
  );
}

/** "a, b etc." reads as "a and b": the list stays whole once the filler goes. */
const LIST_WITH_ETC = /,\s*([^,]+?)\s*,?\s*(?:etc\.?|and so on)(?=$|[\s.,;])/i;

/**
 * "rewrote the service in Go which reduced latency": a "which" that tells the result of the whole
 * line takes a comma before it.
 */
export const commaBeforeWhich = (text: string): string =>
  text.replace(/([\p{L}\p{N}]) which (?=\p{Ll}+ed\b)/gu, '$1, which ');

/** Filler the analysis reports (phrases.ts), removed; "in order to" becomes "to". */
export function withoutFiller(text: string): string {
  let t = text.replace(LIST_WITH_ETC, ' and $1');
  // Each pass removes one hit per kind of filler; a sentence rarely holds more than a few.
  for (let pass = 0; pass < 10; pass++) {
    const hits = fillerPhrases(t);
    if (hits.length === 0) break;
    for (const { phrase } of hits) {
      t = t.replace(wordPattern(phrase), /^in order to$/i.test(phrase) ? 'to' : '');
    }
  }
  return tidy(t);
}

/** Clichés (phrases.ts) removed with the comma or "and" that joined them to their neighbours. */
export function withoutBuzzwords(text: string): string {
  let t = text;
  for (const phrase of buzzwords(text)) {
    const pattern = escapeRegExp(phrase).replace(/[- ]/g, '[- ]?');
    t = t.replace(new RegExp(`(?:,\\s*|\\s+and\\s+)?\\b${pattern}\\b(?:\\s*,)?`, 'i'), '');
  }
  return tidy(t);
}

/** The team or the writer as the agent of a passive: dropped once the sentence is active. */
const OWN_AGENT = /\s+by (?:me|us|myself|the team|my team|our team|the whole team)\b/i;

/**
 * "Costs were reduced by 20% by the team" → "Reduced costs by 20%". Only a short subject and a
 * participle the verb lexicon knows, so anything unusual is left as written.
 */
export function activeVoice(text: string): string {
  const active = activeClause(text);
  if (!active) return text;
  // "… daily and discrepancies were reported to …": a passive joined on is turned too, or the
  // line would read as one clause ("Performed counts daily and discrepancies").
  const joined = /\s(?:and|,)\s+/g;
  for (let m = joined.exec(active); m; m = joined.exec(active)) {
    const next = activeClause(active.slice(m.index + m[0].length));
    if (next)
      return tidy(`${active.slice(0, m.index + m[0].length)}${next.charAt(0).toLowerCase()}${next.slice(1)}`);
  }
  return tidy(active);
}

/** Participles unlike their past tense: "credit memos were written" is "wrote credit memos". */
const PAST_OF_PARTICIPLE: Readonly<Record<string, string>> = {
  written: 'wrote',
  rewritten: 'rewrote',
  done: 'did',
  given: 'gave',
  taken: 'took',
  undertaken: 'undertook',
  overseen: 'oversaw',
  driven: 'drove',
  drawn: 'drew',
  chosen: 'chose',
  begun: 'began',
  grown: 'grew',
  known: 'knew',
  seen: 'saw',
  spoken: 'spoke',
};

/** "Costs were reduced by 20%" → "Reduced costs by 20%", or undefined when not such a passive. */
function activeClause(text: string): string | undefined {
  const m = /^([^,;:]{3,60}?)\s+(?:was|were|has been|have been|had been|got)\s+(\p{L}+)\b(.*)$/su.exec(text);
  if (!m) return undefined;
  const [, subject = '', participle = '', rest = ''] = m;
  const past = PAST_OF_PARTICIPLE[participle.toLowerCase()] ?? participle.toLowerCase();
  const [first = '', second = ''] = subject.split(/\s+/);
  if (openingVerb(past).form !== 'past' || openingVerb(first, second).form !== 'unknown') return undefined;
  if (/^(?:I|we|he|she|they|it|this|that)$/i.test(first)) return undefined;
  // "Purchase orders were raised and tracked for 3 departments": both verbs take the object.
  const also = /^\s+and\s+(\p{L}+)\b(.*)$/su.exec(rest);
  const joined =
    also && openingVerb(also[1] as string).form === 'past' ? (also[1] as string).toLowerCase() : '';
  const verbs = joined ? `${past} and ${joined}` : past;
  const after = joined ? (also?.[2] ?? '') : rest;
  return `${verbs.charAt(0).toUpperCase()}${verbs.slice(1)} ${continueWith(subject)}${after.replace(OWN_AGENT, '')}`;
}
