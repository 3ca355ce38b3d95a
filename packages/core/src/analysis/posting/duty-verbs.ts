import { isKnownSkill, isRoleNoun, SKILL_KEYS, type Token, tokenize } from '../text/terms';
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
/**
 * The base of an everyday action verb's -ing form: "collecting" is "collect", "writing" "write",
 * "planning" "plan"; undefined for other words.
 */
export function gerundBase(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!/^\p{Ll}{2,}ing$/u.test(w)) return undefined;
  const stem = w.slice(0, -3);
  const undoubled = /(\p{Ll})\1$/u.test(stem) ? stem.slice(0, -1) : stem;
  return [stem, `${stem}e`, undoubled].find((base) => VERBS.has(base));
}

/** Verbs that say only that something is had, used or done, never which skill it takes. */
const LIGHT_VERBS =
  /^(?:have|has|had|be|is|are|get|gets|make|makes|do|does|use|uses|need|needs|include|includes|require|requires|take|takes|keep|keeps|give|gives)$/;

const PEOPLE_DETERMINER = /^(?:the|our|your|their|new|all)$/i;

/**
 * "Educate patients and families", "Hire, train and coach the team": a duty done to people is a
 * skill, named by its verb and the people ("educate patients", "coach team"); each verb of a list
 * shares the people after the last.
 */
export function dutiesToPeople(tokens: Token[], tag: Tag): Token[][] {
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
      // A verb the lexicon lacks ("restrain patients") is read by its tag.
      const tagged = tag(verb) === 'VERB' && !LIGHT_VERBS.test(verb.text.toLowerCase());
      if ((!baseVerb(verb.text) && !tagged) || isKnownSkill(verb)) break;
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

/**
 * "Draw blood", "pull wire", "negotiate price", "cut keys": a lone plain noun that a duty verb acts
 * on says little by itself; the duty is the verb with its object. Known skills stand alone.
 */
export function withDutyVerb(phrase: Token[], segment: Token[], tag: Tag): Token[] {
  const object = phrase[0] as Token;
  if (phrase.length !== 1 || isKnownSkill(object) || /[,;(]/.test(object.gap)) return phrase;
  const verb = segment[segment.indexOf(object) - 1];
  return verb !== undefined && isDutyWithObject([verb, object], tag) ? [verb, object] : phrase;
}

/** Whether a phrase is a duty verb and the plain noun it acts on, as `withDutyVerb` reads one. */
export function isDutyWithObject(phrase: Token[], tag: Tag): boolean {
  const [verb, object] = phrase;
  if (phrase.length !== 2 || verb === undefined || object === undefined) return false;
  const word = verb.text.toLowerCase();
  // A participle modifies ("feeding therapy"), and "The PM leads projects" says what the hire
  // does, not how: the object stands alone there.
  return (
    tag(verb) === 'VERB' &&
    /^\p{L}+$/u.test(verb.text) &&
    /^\p{Ll}+$/u.test(object.text) &&
    !/(?:ed|ing|[^s]s)$/.test(word) &&
    !LIGHT_VERBS.test(word)
  );
}

/**
 * "The Payroll Specialist processes payroll", "The Unit Forester plans harvests": a verb said of
 * the role in the third person ends the role's name, whatever the tagger calls it. A role is a
 * capitalised agent noun ("-er", "-or", "-ist", "-ian") or a known role.
 */
export function predicateOfTheHire(segment: Token[], i: number): boolean {
  const [role, verb] = [segment[i - 1], segment[i] as Token];
  if (role === undefined || !/^\p{Ll}+s$/u.test(verb.text) || !baseVerb(verb.text)) return false;
  if (/^\p{Lu}/u.test(role.text)) return isRoleNoun(role) || /\p{Ll}(?:er|or|ist|ian)$/u.test(role.text);
  // Lower case, a known role right after its article: "the teacher plans", not "manager reports".
  return isRoleNoun(role) && /^(?:the|our|this|each|every)$/i.test(segment[i - 2]?.text ?? '');
}

/** "Laying out harvest units", "setting up mics": an -ing word with its particle is a verb, not a skill. */
export function phrasalVerb(phrase: Token[], segment: Token[]): boolean {
  const word = phrase[0] as Token;
  const next = segment[segment.indexOf(word) + 1];
  return (
    phrase.length === 1 &&
    /ing$/i.test(word.text) &&
    !isKnownSkill(word) &&
    /^(?:out|up|down|off)$/i.test(next?.text ?? '')
  );
}
