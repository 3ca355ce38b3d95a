import { isKnownSkill, SKILL_KEYS, type Token, tokenize } from '../text/terms';
import { VERBS } from '../text/verb-lexicon';
import type { Tag } from './phrases';
import { PEOPLE } from './vocabulary';

/**
 * Duties a posting names by their verb: done to people ("educate patients", "coach the team"), or
 * a verb that is a skill in itself ("troubleshoot and repair …" asks for troubleshooting).
 */

/** A phrase read by `dutiesToPeople`: a verb and the people it is done to. */
export const isDutyToPeople = (phrase: Token[]): boolean =>
  phrase.length === 2 &&
  baseVerb((phrase[0] as Token).text) &&
  PEOPLE.has((phrase[1] as Token).text.toLowerCase());

export const baseVerb = (word: string): boolean => {
  const w = word.toLowerCase();
  return VERBS.has(w) || (/s$/.test(w) && (VERBS.has(w.slice(0, -1)) || VERBS.has(w.replace(/es$/, ''))));
};
const PEOPLE_DETERMINER = /^(?:the|our|your|their|new|all)$/i;

/**
 * "Educate patients and families", "Hire, train and coach the team": a duty done to people is a
 * skill, named by its verb and the people ("educate patients", "coach team"); each verb of a list
 * shares the people after the last.
 */
export function dutiesToPeople(tokens: Token[]): Token[][] {
  const found: Token[][] = [];
  const word = (k: number) => tokens[k]?.text.toLowerCase() ?? '';
  tokens.forEach((token, i) => {
    if (!PEOPLE.has(token.text.toLowerCase())) return;
    let j = i - 1;
    if (PEOPLE_DETERMINER.test(word(j)) && !/[,;(]/.test(token.gap)) j--;
    const verbs: Token[] = [];
    // The verb right before the people, then each verb joined to it by "and", "or" or a comma.
    for (let first = true; j >= 0; first = false) {
      const verb = tokens[j] as Token;
      const after = tokens[j + 1] as Token;
      if (first ? /[,;(]/.test(after.gap) : false) break;
      if (!baseVerb(verb.text) || isKnownSkill(verb)) break;
      verbs.push(verb);
      if (word(j - 1) === 'and' || word(j - 1) === 'or') j -= 2;
      else if (/,/.test(verb.gap)) j -= 1;
      else break;
    }
    for (const verb of verbs) found.push([verb, token]);
  });
  return found;
}

/** The base form of a verb said in the third person: "troubleshoots" is "troubleshoot". */
const verbBase = (word: string): string =>
  VERBS.has(word) ? word : VERBS.has(word.replace(/e?s$/, '')) ? word.replace(/e?s$/, '') : word.slice(0, -1);

const skillVerbs = new Map<string, Token | undefined>();
/**
 * "Troubleshoot and repair aircraft systems": a duty verb that stands alone (joined to another
 * verb, or ending its clause) and whose -ing form is a known skill is asked for itself, and is
 * read as that skill ("troubleshooting"). Followed by what it is done to ("monitor anesthesia",
 * "negotiate offers"), the thing is the requirement.
 */
export function skillVerb(t: Token, next: Token | undefined, tag: Tag): Token | undefined {
  const word = t.text.toLowerCase();
  if (!/^\p{Ll}/u.test(t.text) && !t.sentenceStart) return undefined;
  if (!baseVerb(word) || (tag(t) !== 'VERB' && !t.sentenceStart)) return undefined;
  if (next !== undefined && !/[,;]/.test(next.gap) && tag(next) !== 'CCONJ') return undefined;
  if (!skillVerbs.has(word)) {
    const base = verbBase(word);
    const forms = [`${base}ing`, `${base.replace(/e$/, '')}ing`, `${base}${base.slice(-1)}ing`];
    const known = forms
      .map((f) => tokenize(f).flat()[0])
      .find((g) => g !== undefined && SKILL_KEYS.has(g.key));
    skillVerbs.set(word, known);
  }
  const gerund = skillVerbs.get(word);
  return gerund && { ...gerund, position: t.position, sentenceStart: t.sentenceStart, gap: t.gap };
}
