import { isKnownSkill, isRoleNoun, runKey, type Token, tokenize } from '../text/terms';
import { VERBS } from '../text/verb-lexicon';
import { equivalents } from './abbreviations';
import { bracketAliases, examplesFolded, examplesOf, slashedKeys } from './aliases';
import { bilingualIn, degreeSubjects, orAlternatives } from './alternatives';
import { headAfterBracket } from './brackets';
import { isDutyWithObject } from './duty-verbs';
import { employerNames } from './employer';
import { withoutEndToEnd } from './idioms';
import { notARequirement, shapedLikeATool } from './not-requirements';
import { asAlternative, takeAlternatives } from './other-names';
import { participleOpeningAClause } from './participles';
import { sentencePhrases, type Tag } from './phrases';
import { isPlaceToken, placeKindsNamed, statesNamed, streetsNamed } from './places';
import { howWellHeld } from './qualifiers';
import { postingSentences, requirementTier } from './sections';
import { tagText } from './tagger';
import { withoutThirdPersonVerb } from './third-person';
import { withoutNarrowerVariants } from './variants';
import { NEVER_A_REQUIREMENT } from './vocabulary';

/** One thing a posting asks for, as the person reads it, with how strongly and how often. */
export type PostingRequirement = {
  key: string;
  label: string;
  required: boolean;
  count: number;
  first: number;
  /** A known skill, a defined abbreviation or shaped like a tool's name: likelier a real requirement. */
  known: boolean;
  /** The keys of the same requirement in other words (an abbreviation and its long form). */
  alternatives: string[];
  /**
   * The same requirement's other names as the posting words them ("telehandler certification" in
   * "forklift or telehandler certification"): each is checked as the label is, not only by its key.
   */
  otherLabels?: string[];
  /** The key of the named tool the phrase opens with ("Tableau" in "Tableau dashboards"), if any. */
  name?: string;
  /**
   * A duty read with an everyday verb ("apply sealants", "maintain switchgear"): the resume shows
   * it by its object. A specialised verb ("harden servers") is the skill itself, and stays.
   */
  duty?: boolean;
};

const labelOf = (phrase: Token[]) => phrase.map((t) => t.surface.toLowerCase()).join(' ');

/** A job title ("Civil Engineer", "Sous Chef") is a requirement only as experience "as a" one. */
function isJobTitle(phrase: Token[], sentence: string, titleHead?: string): boolean {
  const last = phrase[phrase.length - 1] as Token;
  if (!isRoleNoun(last) && last.text.toLowerCase() !== titleHead) return false;
  const label = phrase.map((t) => t.surface).join(' ');
  return !new RegExp(`\\bas an? ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(sentence);
}

/**
 * The head of the role the posting names on its first line: "plumber" in "Service Plumber", "chef"
 * in "Sous Chef — Harbor House". A phrase ending in it is the person hired (or one they work
 * with, the "executive chef"), never something asked of them.
 */
function titleHead(posting: string): string | undefined {
  const line = (posting.trimStart().split('\n')[0] ?? '').trim();
  // A title is a short line, not a sentence: "Python, SQL and Snowflake." names no role.
  if (/[.!?]$/.test(line) || line.split(/\s+/).length > 12) return undefined;
  const first = line.split(/\s[—–|-]\s|\s(?:at|@|in|for|with)\s|[(,:|]/i)[0] ?? '';
  const words = first.trim().split(/\s+/);
  if (words.length === 0 || words.length > 6) return undefined;
  const last = tokenize(words[words.length - 1] as string).flat()[0];
  if (last === undefined || isKnownSkill(last) || shapedLikeATool(last)) return undefined;
  const head = last.text.toLowerCase();
  return /^\p{L}{3,}$/u.test(head) ? head : undefined;
}

/** Every requirement of a posting, most important first: no cap, each marked required or nice to have. */
export function postingRequirements(posting: string): PostingRequirement[] {
  const head = titleHead(posting);
  const tagAt = tagText(posting);
  const employers = employerNames(tokenize(posting));
  const same = equivalents(posting);
  const found = new Map<string, PostingRequirement>();
  for (const sentence of postingSentences(posting, employers)) {
    const tier = requirementTier(sentence.section);
    if (tier === undefined) continue;
    const tag: Tag = (t) =>
      tagAt(sentence.start + t.position, sentence.start + t.position + t.surface.length);
    const named = employerWords(sentence.text, employers);
    const states = statesNamed(sentence.text);
    const streets = streetsNamed(sentence.text);
    const kinds = placeKindsNamed(sentence.text);
    const blocked = (t: Token) =>
      isPlaceToken(t) || [named, states, streets, kinds].some((positions) => positions.has(t.position));
    const phrases = sentencePhrases(sentence.text, tag, blocked)
      .map((p) => withoutEndToEnd(withoutThirdPersonVerb(p, sentence.text), sentence.text))
      .filter((p) => p.length > 0);
    const subjects = degreeSubjects(phrases, sentence.text);
    const aliasOf = new Map([
      ...examplesFolded(phrases, sentence.text),
      ...orAlternatives(phrases, sentence.text),
      ...subjects,
      ...bilingualIn(phrases, sentence.text),
      ...bracketAliases(phrases, sentence.text),
    ]);
    const keyOf = new Map<Token[], string>();
    for (const phrase of phrases) {
      const label = labelOf(phrase);
      if (
        NEVER_A_REQUIREMENT.test(label) ||
        isJobTitle(phrase, sentence.text, head) ||
        headAfterBracket(phrase) ||
        howWellHeld(phrase, sentence.text) ||
        participleOpeningAClause(phrase, sentence.text) ||
        notARequirement(phrase, sentence.text)
      )
        continue;
      const key = runKey(phrase);
      const named = found.get(reportedKey(phrase, aliasOf, keyOf) ?? '');
      if (named !== undefined) {
        const also = [key, ...slashedKeys(phrase), ...(same.get(key) ?? [])];
        takeAlternatives(named, { alternatives: also, otherLabels: [label] });
        // "A bachelor's degree in accounting" reads by its subject: the degree alone says little.
        if (subjects.has(phrase)) named.label = label;
        continue;
      }
      // An abbreviation and its long form are one requirement, listed under the long form.
      const canonical = [...(same.get(key) ?? [])].find((k) => found.has(k)) ?? key;
      keyOf.set(phrase, canonical);
      const known = phrase.some((t) => isKnownSkill(t) || shapedLikeATool(t)) || same.has(key);
      add(found, {
        key: canonical,
        label,
        required: tier === 'required',
        count: 1,
        first: sentence.start,
        known,
        alternatives: [...(same.get(key) ?? [])],
        name: leadingName(phrase),
        duty: isDutyWithObject(phrase, tag) && VERBS.has((phrase[0] as Token).text.toLowerCase()),
      });
    }
    // "A SIEM (Splunk, QRadar)": a resume that shows a bracketed example shows the kind.
    for (const [kind, listed] of examplesOf(phrases, sentence.text)) {
      const r = found.get(keyOf.get(kind) ?? '');
      if (r) takeAlternatives(r, { alternatives: listed.map(runKey), otherLabels: listed.map(labelOf) });
    }
  }
  return withoutNarrowerVariants(withoutPieces(withShortNames([...found.values()]))).sort(byImportance);
}

/**
 * The key of the reported requirement another name stands for: "Cypress" for "Selenium" in
 * "Cypress or Selenium", and through it the kind both are examples of. A name whose phrase was
 * dropped (not a requirement) leads nowhere, and the alias is reported on its own.
 */
function reportedKey(
  phrase: Token[],
  aliasOf: ReadonlyMap<Token[], Token[]>,
  keyOf: ReadonlyMap<Token[], string>,
): string | undefined {
  let target = aliasOf.get(phrase);
  const seen = new Set<Token[]>();
  while (target !== undefined && !keyOf.has(target) && !seen.has(target)) {
    seen.add(target);
    target = aliasOf.get(target);
  }
  return target && keyOf.get(target);
}

/**
 * The name a phrase opens with, when lower-case words follow it: "Tableau dashboards", "Red Hat
 * Enterprise Linux servers". The name is capitalised, or shaped like a tool ("SQL", "PowerShell"),
 * and is not the first word of the sentence, which is capitalised whatever it is.
 */
function leadingName(phrase: Token[]): string | undefined {
  let n = 0;
  while (n < phrase.length && /^\p{Lu}/u.test((phrase[n] as Token).text)) n++;
  if (n === 0 || n === phrase.length) return undefined;
  if (!phrase.slice(n).every((t) => /^\p{Ll}/u.test(t.text))) return undefined;
  const name = phrase.slice(0, n);
  const first = name[0] as Token;
  if (first.sentenceStart && name.length === 1 && !shapedLikeATool(first) && !isKnownSkill(first))
    return undefined;
  return runKey(name);
}

/** Where the employer's name stands in a sentence: each word of "Quillfeather Analytics", by offset. */
function employerWords(sentence: string, employers: ReadonlySet<string>): Set<number> {
  const at = new Set<number>();
  if (employers.size === 0) return at;
  const capitalised = (t: Token) => /^\p{Lu}/u.test(t.text);
  for (const segment of tokenize(sentence))
    segment.forEach((token, i) => {
      if (!capitalised(token)) return;
      for (let n = 1; n <= 4 && i + n <= segment.length; n++) {
        const run = segment.slice(i, i + n);
        if (run.every(capitalised) && employers.has(run.map((t) => t.raw).join(' ')))
          for (const t of run) at.add(t.position);
      }
    });
  return at;
}

/**
 * A lone word that the posting also uses inside a longer requirement is a piece of it, said again
 * in passing ("vasoactive" beside "vasoactive drips"); known skills and tools stay on their own.
 */
function withoutPieces(requirements: PostingRequirement[]): PostingRequirement[] {
  const lone = (r: PostingRequirement) => !r.label.includes(' ');
  const wordsOfLonger = new Set(requirements.filter((r) => !lone(r)).flatMap((r) => r.label.split(' ')));
  return requirements.filter((r) => r.known || !lone(r) || !wordsOfLonger.has(r.label));
}

/** Words that name an edition of a product, not another product: "UKG Pro", "QuickBooks Online". */
const EDITION = /^\S+ (?:pro|online|desktop|cloud|enterprise|premium|professional|standard|plus|\d{2,4})$/;

/**
 * "UKG Pro" and later "UKG", "ArcGIS Pro" and "ArcGIS": a product named by its edition once and
 * then by its name alone is one requirement, and the resume meets it by either. Another module or
 * credential ("SolidWorks PDM", "SQF practitioner") is a requirement of its own.
 */
function withShortNames(requirements: PostingRequirement[]): PostingRequirement[] {
  const names = requirements.filter((r) => r.known && EDITION.test(r.label));
  return requirements.filter((r) => {
    const whole = r.label.includes(' ') ? undefined : names.find((n) => n.label.startsWith(`${r.label} `));
    if (whole === undefined) return true;
    takeAlternatives(whole, asAlternative(r));
    whole.count += r.count;
    whole.required ||= r.required;
    return false;
  });
}

function add(found: Map<string, PostingRequirement>, r: PostingRequirement) {
  const seen = found.get(r.key);
  if (seen === undefined) {
    found.set(r.key, r);
    return;
  }
  seen.count++;
  seen.required ||= r.required;
  seen.known ||= r.known;
  takeAlternatives(seen, r);
}

/** Required before nice to have; then known skills, then how often, then where first said. */
const byImportance = (a: PostingRequirement, b: PostingRequirement) =>
  Number(b.required) - Number(a.required) ||
  Number(b.known) - Number(a.known) ||
  b.count - a.count ||
  a.first - b.first;
