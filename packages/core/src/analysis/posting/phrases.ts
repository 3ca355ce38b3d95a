import { isKnownSkill, isStopWord, type Token, tokenize } from '../text/terms';
import { VERBS } from '../text/verb-lexicon';
import { spelledByTheAcronymAfter } from './aliases';
import {
  baseVerb,
  dutiesToPeople,
  gerundBase,
  phrasalVerb,
  predicateOfTheHire,
  skillVerb,
  withDutyVerb,
} from './duty-verbs';
import { joinedPhrases, wordIs } from './joined';
import { describesNext } from './participles';
import { qualifiesAt } from './qualifiers';
import { echoesTheFirst, possessive, sharedHeads } from './shared-heads';
import type { PartOfSpeech } from './tagger';
import {
  DEGREE_WORDS,
  GENERIC_HEADS,
  GENERIC_NOUNS,
  MEASURES,
  ORGANISATIONS,
  PEOPLE,
  QUALIFIERS,
  WORKPLACE_NOUNS,
} from './vocabulary';

/**
 * The noun phrases and skill phrases of one sentence: runs of nouns, proper nouns and adjectives
 * as the NLP library tags them ("motor controls", "Engineering Change Orders", "fire alarm
 * systems"), with skill gerunds ("conduit bending", "troubleshooting"), without qualifiers
 * ("strong", "3+ years") or heads that only say how it is held ("SQL skills").
 */

export type Tag = (token: Token) => PartOfSpeech;

const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ']);
const HEADLESS = new Set(['PUNCT', 'CCONJ', 'ADP', 'SCONJ', 'X', 'NOUN', 'PROPN']);
/** Letters and digits in one word name a thing ("480V", "EPA 608" is read as two). */
const technicalWord = (t: Token) => /\d/.test(t.text) && /\p{L}/u.test(t.text);

function member(segment: Token[], i: number, tag: Tag, blocked: (t: Token) => boolean): boolean {
  const token = segment[i] as Token;
  if (blocked(token)) return false;
  const pos = tag(token);
  if (predicateOfTheHire(segment, i)) return false;
  if (NOUNISH.has(pos) || isKnownSkill(token) || technicalWord(token) || acronym(token)) return true;
  const prev = segment[i - 1];
  const next = segment[i + 1];
  // "Class A", "Schedule C": a lone capital names a kind of the capitalised noun before it.
  if (/^\p{Lu}$/u.test(token.text) && prev !== undefined && /^\p{Lu}/u.test(prev.text))
    return NOUNISH.has(tag(prev));
  // A hyphenated word before a noun modifies it, whatever its tag: "design-build delivery".
  if (pos === 'VERB' && token.text.includes('-') && next !== undefined && tag(next) === 'NOUN') return true;
  // "erosion control plans and permit applications": a verb-looking word opening the second of two
  // noun phrases modifies its noun ("permit", "pay").
  if (pos === 'VERB' && coordinatedWithNoun(segment, i, tag)) return true;
  // A verb-looking last word after a noun or adjective is the head of the phrase, not a predicate:
  // "titrate vasoactive drips", "maintain the privilege log".
  // (An -ing word after an adjective is read by the gerund rule below: "key bitting records".)
  const afterAdjective = prev !== undefined && tag(prev) === 'ADJ' && /ing$/i.test(token.text);
  if (
    pos === 'VERB' &&
    prev !== undefined &&
    NOUNISH.has(tag(prev)) &&
    !prev.sentenceStart &&
    !afterAdjective
  ) {
    // "lessons aligned to the standards", "tasks assigned by": a participle opening a clause.
    if (/ed$/i.test(token.text) && next !== undefined && /^(?:to|with|by|on|for|from)$/i.test(next.text))
      return false;
    return next === undefined || ['ADP', 'CCONJ', 'PUNCT'].includes(tag(next));
  }
  // A past participle between a preposition, article, "and" or a list's comma and a noun describes
  // the noun: "in confined spaces", "for integrated campaigns", "lockout/tagout, confined space".
  // (A list's comma ends the segment, so there the participle opens it, mid-sentence.)
  if (
    pos === 'VERB' &&
    /^\p{Ll}+ed$/u.test(token.text) &&
    next !== undefined &&
    describesNext(segment, i, tag)
  )
    return true;
  // A verb between a modifier and a noun is a mis-tagged compound: "aerial lift certification", "month-end close tasks".
  if (
    pos === 'VERB' &&
    prev !== undefined &&
    next !== undefined &&
    NOUNISH.has(tag(prev)) &&
    tag(next) === 'NOUN'
  )
    return true;
  // "OSHA 30", "EPA 608": a number names a thing right after a proper noun.
  if (pos === 'NUM') return prev !== undefined && tag(prev) === 'PROPN' && !/^\d{4}$/.test(token.text);
  // A gerund is a skill where it heads a phrase: "conduit bending", "troubleshooting skills", "brazing".
  if (/ing$/i.test(token.text) && (pos === 'VERB' || pos === 'NOUN')) {
    const before = prev === undefined ? 'X' : tag(prev);
    return (
      next === undefined ||
      HEADLESS.has(tag(next)) ||
      (before !== 'AUX' &&
        before !== 'PART' &&
        before !== 'PRON' &&
        before !== 'NOUN' &&
        before !== 'VERB' &&
        NOUNISH.has(tag(next)))
    );
  }
  return false;
}

/** Letters in capitals, perhaps with digits or a hyphen, name a thing: "RDH", "CDL-A", "ACLS". */
const acronym = (t: Token): boolean => /^\p{Lu}[\p{Lu}\d]+(?:-[\p{Lu}\d]+)*s?$/u.test(t.text);

function coordinatedWithNoun(segment: Token[], i: number, tag: Tag): boolean {
  const [before, conj, next] = [segment[i - 2], segment[i - 1], segment[i + 1]];
  return (
    before !== undefined &&
    conj !== undefined &&
    next !== undefined &&
    tag(conj) === 'CCONJ' &&
    tag(before) === 'NOUN' &&
    tag(next) === 'NOUN'
  );
}

/** Tags after which a base-form verb starts a duty ("and document runbooks") rather than modifies a noun. */
const BEFORE_A_DUTY = new Set(['CCONJ', 'PUNCT', 'PART', 'ADV', 'SCONJ', 'X']);

/** A title-cased head is part of a name, not how it is held: "Master of Social Work". */
const namedHead = (run: Token[], to: number) =>
  to >= 2 && /^\p{Lu}/u.test((run[to - 1] as Token).text) && /^\p{Lu}/u.test((run[to - 2] as Token).text);

/**
 * The phrase without its qualifiers in front, generic heads or predicate adjectives behind ("keep
 * jobsites safe"); empty when nothing is left. `fixed` words belong to a known phrase and stay;
 * `before` is the word before the run; `echoes` says its first word repeats the one that opened the
 * phrase before "and" (`echoesTheFirst`), so it modifies a noun rather than opening a duty.
 */
function trimmed(
  run: Token[],
  tag: Tag,
  fixed: (t: Token) => boolean,
  before?: Token,
  echoes = false,
): Token[] {
  let from = 0;
  let to = run.length;
  const lower = (t: Token) => t.text.toLowerCase();
  const loose = (t: Token) => !fixed(t);
  // "Great Expectations", "Advanced Micro Devices": a title-case word inside a sentence, before a
  // capitalised one, opens a name ("US GAAP" is GAAP in the US).
  const opensName = (i: number) =>
    /^\p{Lu}\p{Ll}/u.test((run[i] as Token).text) &&
    !(run[i] as Token).sentenceStart &&
    /^\p{Lu}/u.test(run[i + 1]?.text ?? '');
  while (
    from < to &&
    loose(run[from] as Token) &&
    !opensName(from) &&
    (qualifiesAt(run, from, to) ||
      genericOwner(run[from] as Token, from === to - 1 || determined(run[from - 1] ?? before)) ||
      (/^\d/.test((run[from] as Token).text) && !technicalWord(run[from] as Token)))
  )
    from++;
  while (
    to > from &&
    loose(run[to - 1] as Token) &&
    ((GENERIC_HEADS.has(lower(run[to - 1] as Token)) && !namedHead(run, to)) ||
      PREDICATE_AFTER.test(lower(run[to - 1] as Token)) ||
      QUALIFIERS.has(lower(run[to - 1] as Token)) ||
      (to - from > 1 && predicateAdjective(run[to - 1] as Token, tag) && !possessive(run[to - 2])))
  )
    to--;
  // An imperative at the head of a duty is no part of the thing: "Document runbooks", "Answer RFIs".
  // An article opens a noun phrase, whatever the tagger calls it: "on a code machine".
  const article = before !== undefined && /^(?:a|an|the)$/i.test(before.text);
  const opensDuty = before === undefined || (BEFORE_A_DUTY.has(tag(before)) && !article && !echoes);
  if (to - from > 1 && opensDuty && loose(run[from] as Token) && isActionVerb(run[from] as Token, tag))
    from++;
  // "a crew installing residential PV systems": an -ing word before an adjective acts on what
  // follows, wherever it stands (a gerund that names a kind comes before a noun: "engineering drawings").
  else if (
    to - from > 2 &&
    loose(run[from] as Token) &&
    actingOn(run[from] as Token, run[from + 1] as Token, tag)
  )
    from++;
  const phrase = run.slice(from, to);
  // A phrase names a thing: it has a noun, or is a known skill or a skill gerund ("brazing"), or
  // is a known phrase whatever its words ("pick, pack and ship", "stand and walk").
  const named =
    phrase.every(fixed) ||
    phrase.some(
      (t) =>
        tag(t) === 'NOUN' ||
        tag(t) === 'PROPN' ||
        isKnownSkill(t) ||
        /ing$/i.test(t.text) ||
        technicalWord(t) ||
        ACCREDITED.test(t.text),
    );
  if (!named) return [];
  if (phrase.length === 1) {
    const word = phrase[0] as Token;
    if (
      isStopWord(word.text) ||
      [GENERIC_NOUNS, WORKPLACE_NOUNS, DEGREE_WORDS, MEASURES].some((l) => l.has(lower(word)))
    )
      return [];
    if (GENERIC_NOUNS.has(word.raw)) return [];
    // A lone everyday verb ("Wire and troubleshoot", "Document care") is the duty's action, not a skill.
    if (VERBS.has(lower(word)) && !isKnownSkill(word)) return [];
    // "Reliable", "Available to work weekends": a trait, whatever the tag (not "cable", "table").
    if (/\p{L}{4}(?:able|ible)$/u.test(lower(word)) && !isKnownSkill(word)) return [];
  }
  return phrase;
}

/**
 * "The store's P&L", "a client's books": whose it is, said of everyone, is no part of the thing;
 * nor is the employer as owner ("the county's enterprise geodatabase"), nor an owner whose thing is
 * named elsewhere ("children's or youth services"). `owning` says the possessive follows a determiner
 * or stands alone: without a determiner it names a kind, and stays ("children's literature").
 */
function genericOwner(t: Token, owning: boolean): boolean {
  if (!owning) return false;
  const owner = /^(.+)['’]s$/.exec(t.text.toLowerCase())?.[1];
  return owner !== undefined && (GENERIC_NOUNS.has(owner) || PEOPLE.has(owner) || ORGANISATIONS.has(owner));
}

const determined = (t: Token | undefined) =>
  t !== undefined && /^(?:a|an|the|each|every|any|this|that|our|your|their|its|his|her)$/i.test(t.text);

/** "SAP experience required", "BSN considered": how much a thing is wanted is no part of it. */
const PREDICATE_AFTER =
  /^(?:required|preferred|considered|needed|desired|welcome|welcomed|encouraged|accepted|necessary|mandatory|optional)$/;

/** An adjective after the noun it describes is no part of its name: "keep jobsites safe". */
const predicateAdjective = (t: Token, tag: Tag) =>
  tag(t) === 'ADJ' && !isKnownSkill(t) && !technicalWord(t) && !acronym(t);

/** Whether an -ing word acts on the adjective and noun after it ("installing residential systems"). */
const actingOn = (gerund: Token, next: Token, tag: Tag): boolean =>
  tag(next) === 'ADJ' && !isKnownSkill(gerund) && gerundBase(gerund.text) !== undefined;

/** A base-form or -ing action verb that the tagger did not call a proper noun. */
function isActionVerb(t: Token, tag: Tag): boolean {
  const word = t.text.toLowerCase();
  if (isKnownSkill(t) || (tag(t) === 'PROPN' && !t.sentenceStart)) return false;
  // "The teacher plans and delivers lessons": a duty said of the hire, in the third person;
  // "collecting plot data", "conducting provenance research": a duty said as an -ing form.
  return VERBS.has(word) || (tag(t) === 'VERB' && (baseVerb(word) || gerundBase(word) !== undefined));
}

/** Every phrase of a sentence, in order; `blocked` words (names, places) end a phrase. */
export function sentencePhrases(sentence: string, tag: Tag, blocked: (t: Token) => boolean): Token[][] {
  const phrases: Token[][] = [...dutiesToPeople(tokenize(sentence).flat(), tag)];
  const segments = tokenize(sentence);
  segments.forEach((segment, k) => {
    segment.forEach((token, i) => {
      const gerund = skillVerb(token, segment[i + 1], tag);
      if (gerund) phrases.push([gerund]);
    });
    // Known phrases stay whole and take the nouns next to them: "outpatient mental health".
    const joined = new Set([
      ...joinedPhrases(segment).flatMap(({ phrase }) => phrase),
      ...namedRuns(segment, tag),
      ...spelledByTheAcronymAfter(segment, segments[k + 1]?.[0]),
    ]);
    const fixed = (t: Token) => joined.has(t);
    let run: Token[] = [];
    let runStart = 0;
    const flush = () => {
      const phrase = trimmed(run, tag, fixed, segment[runStart - 1], echoesTheFirst(segment, runStart));
      if (
        phrase.length > 0 &&
        !openingAction(phrase, segment, runStart, tag) &&
        !phrasalVerb(phrase, segment)
      )
        phrases.push(withDutyVerb(phrase, segment, tag));
      run = [];
    };
    const before = phrases.length;
    segment.forEach((token, i) => {
      const isMember = fixed(token) || member(segment, i, tag, blocked);
      if (isMember && i > 0 && /[(]/.test(token.gap)) flush();
      if (isMember) {
        if (run.length === 0) runStart = i;
        run.push(token);
      } else flush();
    });
    flush();
    phrases.push(...sharedHeads(segment, phrases.slice(before), tag));
  });
  return phrases.flatMap(accreditedApart);
}

const capitalisedName = (t: Token) => /^\p{Lu}/u.test(t.text) && !t.sentenceStart;

/**
 * "in Follow Up Boss", "in ArcGIS Pro": capitalised words in a row inside a sentence are one name,
 * whatever the tagger calls each ("Follow" a verb, "Up" a preposition, "Pro" unknown). The run
 * holds a proper noun or a tool-shaped word and a word the noun phrase would otherwise drop.
 */
function namedRuns(segment: Token[], tag: Tag): Token[] {
  const words: Token[] = [];
  let i = 0;
  while (i < segment.length) {
    if (!capitalisedName(segment[i] as Token)) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < segment.length && /^ $/.test((segment[j] as Token).gap)) {
      // "Oregon Department of Forestry", "Certificate of Demonstrated Proficiency": "of" between
      // capitalised words is inside the name.
      const inside =
        wordIs(segment[j], 'of') && segment[j + 1] !== undefined && capitalisedName(segment[j + 1] as Token);
      if (!capitalisedName(segment[j] as Token) && !inside) break;
      j++;
    }
    const run = segment.slice(i, j);
    if (
      run.length >= 2 &&
      run.some((t) => tag(t) === 'PROPN' || acronym(t)) &&
      run.some((t) => !NOUNISH.has(tag(t)) && !acronym(t) && !technicalWord(t))
    )
      words.push(...run);
    i = j;
  }
  return words;
}

/** "CODA-accredited", "ABET-accredited": who must have approved it, a name and a past participle. */
const ACCREDITED = /^\p{Lu}[\p{Lu}\d&]+-(?:accredited|approved|certified|recognized|recognised)$/u;

/**
 * "A CODA-accredited dental hygiene program" asks two things: the accreditation and the program
 * ("dental hygiene program"); the words before the accreditation stay with it.
 */
function accreditedApart(phrase: Token[]): Token[][] {
  const k = phrase.findIndex((t) => ACCREDITED.test(t.text));
  if (k < 0 || phrase.length === 1) return [phrase];
  // What is accredited is asked for only when it is named: "a CSWE-accredited program" asks no "program".
  const rest = phrase.slice(k + 1);
  return [phrase.slice(0, k + 1), ...(rest.length >= 2 ? [rest] : [])];
}

/**
 * "Wire and troubleshoot motor controls": a lone first word joined to a verb is a verb too. So is a
 * duty said as an -ing form with its preposition: "Partnering with an art director".
 */
function openingAction(phrase: Token[], segment: Token[], start: number, tag: Tag): boolean {
  const [word, conj, verb] = [segment[start], segment[start + 1], segment[start + 2]];
  if (
    phrase.length === 1 &&
    word !== undefined &&
    (word.sentenceStart || word.gap.includes(',')) &&
    /ing$/i.test(word.text) &&
    gerundBase(word.text.toLowerCase()) !== undefined &&
    !isKnownSkill(word) &&
    conj !== undefined &&
    /^(?:with|to|across|alongside)$/i.test(conj.text)
  )
    return true;
  return (
    phrase.length === 1 &&
    word !== undefined &&
    word.sentenceStart &&
    !isKnownSkill(word) &&
    conj !== undefined &&
    tag(conj) === 'CCONJ' &&
    verb !== undefined &&
    tag(verb) === 'VERB'
  );
}
