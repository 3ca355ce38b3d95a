import { isKnownSkill, isRoleNoun, runKey, type Token, tokenize } from '../text/terms';
import { VERBS } from '../text/verb-lexicon';
import { equivalents } from './abbreviations';
import { bracketAliases, examplesOf } from './aliases';
import { isDutyToPeople, isDutyWithObject } from './duty-verbs';
import { employerNames } from './employer';
import { sentencePhrases, type Tag } from './phrases';
import { isPlaceToken, statesNamed, streetsNamed } from './places';
import { postingSentences, requirementTier } from './sections';
import { tagText } from './tagger';
import { DEGREE_WORDS, DEPARTMENTS, GROUP_HEADS, NEVER_A_REQUIREMENT, OWN_HEADS } from './vocabulary';

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
  /** The key of the named tool the phrase opens with ("Tableau" in "Tableau dashboards"), if any. */
  name?: string;
  /**
   * A duty read with an everyday verb ("apply sealants", "maintain switchgear"): the resume shows
   * it by its object. A specialised verb ("harden servers") is the skill itself, and stays.
   */
  duty?: boolean;
};

const shapedLikeATool = (t: Token) =>
  /[\d+#./&]/.test(t.text) || /^\p{Lu}{2,}s?$/u.test(t.text) || /\p{Ll}\p{Lu}/u.test(t.text);

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
    const blocked = (t: Token) =>
      isPlaceToken(t) || named.has(t.position) || states.has(t.position) || streets.has(t.position);
    const phrases = sentencePhrases(sentence.text, tag, blocked);
    const aliasOf = bracketAliases(phrases, sentence.text);
    const keyOf = new Map<Token[], string>();
    for (const phrase of phrases) {
      const label = phrase.map((t) => t.surface.toLowerCase()).join(' ');
      if (
        NEVER_A_REQUIREMENT.test(label) ||
        isJobTitle(phrase, sentence.text, head) ||
        notARequirement(phrase, sentence.text)
      )
        continue;
      const key = runKey(phrase);
      const named = found.get(keyOf.get(aliasOf.get(phrase) ?? []) ?? '');
      if (named !== undefined) {
        named.alternatives = [...new Set([...named.alternatives, key, ...(same.get(key) ?? [])])];
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
    // "An ESP such as Braze or Klaviyo": a resume that shows an example shows the kind.
    for (const [kind, listed] of examplesOf(phrases, sentence.text)) {
      const r = found.get(keyOf.get(kind) ?? '');
      if (r) r.alternatives = [...new Set([...r.alternatives, ...listed.map(runKey)])];
    }
  }
  return withoutPieces(withShortNames([...found.values()])).sort(byImportance);
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

/** "ACLS from the American Heart Association": who issues a credential is no requirement itself. */
const issuer = (phrase: Token[], sentence: string) =>
  phrase.length >= 2 &&
  phrase.every((t) => /^\p{Lu}/u.test(t.text)) &&
  /\bfrom (?:the |an? )?$/i.test(sentence.slice(0, (phrase[0] as Token).position));

/**
 * "A bachelor's degree in accounting" asks for accounting: the level alone is no requirement then.
 * "A bachelor's degree in geography, GIS or a related field" asks for the degree: its fields are examples.
 */
const ANY_RELATED =
  /^\s+in\s[^.;]*?\bor (?:an?other |a |an )?(?:closely |directly )?(?:related|similar|equivalent|relevant)\b/i;
const isDegree = (phrase: Token[]) => phrase.every((t) => DEGREE_WORDS.has(t.text.toLowerCase()));
const after = (phrase: Token[], sentence: string) => {
  const last = phrase[phrase.length - 1] as Token;
  return sentence.slice(last.position + last.surface.length);
};
function degreeOfAField(phrase: Token[], sentence: string): boolean {
  const rest = after(phrase, sentence);
  return isDegree(phrase) && /^\s+in\s/i.test(rest) && !ANY_RELATED.test(rest);
}

/** When something happens is no requirement: "after onboarding", "during peak season". */
const WHEN = /\b(?:after|during|before|until|following|throughout)\s+(?:the\s+|your\s+|our\s+)?$/i;
/** Nor how, said with a plain noun: "under general supervision", "under pressure" (not "under FMLA"). */
const UNDER = /\bunder\s+(?:the\s+)?(?:general\s+|close\s+|direct\s+)?$/i;
const underHow = (phrase: Token[], sentence: string) =>
  phrase.length === 1 &&
  /^\p{Ll}+$/u.test((phrase[0] as Token).text) &&
  UNDER.test(sentence.slice(0, (phrase[0] as Token).position));

/**
 * A plain noun after "to" or "at" is whom or where a duty is for, not what it takes:
 * "explain prices to homeowners", "greet guests at the door". Known skills and tools stay.
 */
const RECIPIENT = /\b(?:to|at)\s+(?:the\s+|our\s+|your\s+|a\s+|an\s+|each\s+|every\s+)?$/i;
const plainRecipient = (phrase: Token[], sentence: string) => {
  const word = phrase[0] as Token;
  return (
    phrase.length === 1 &&
    /^\p{Ll}+$/u.test(word.text) &&
    !isKnownSkill(word) &&
    RECIPIENT.test(sentence.slice(0, word.position))
  );
};

/**
 * A phrase that ends in a stretch of the calendar says when, not what: "busy nights", "the first
 * week", "Arizona summers" ("spring" and "fall" name things too: "patient falls").
 */
const WHEN_HEAD =
  /^(?:days?|weeks?|months?|years?|nights?|evenings?|mornings?|afternoons?|weekends?|holidays?|seasons?|summers?|winters?|autumns?)$/;
/** "Our 5-week training", "a 12-month contract": a span of time on its own says how long, not what. */
const DURATION = /^\d+-(?:days?|weeks?|months?|years?)$/;

/**
 * A count in the hundreds before a unit says how big the employer's place or work is, not what the
 * person needs: "a 300-bed Level II trauma center", "a 210-room historic property", "a 300-guest
 * wedding". Credentials count in hours ("a 500-hour course") and stay.
 */
const SIZE = /^\d{3,}(?:,\d{3})*-(?!hours?$)\p{Ll}+$/u;
const sizeOfThePlace = (phrase: Token[]) => SIZE.test((phrase[0] as Token).text);

/**
 * "At our MSP base", "our Monterrey plant", "the supply plan for our dishwasher line", "with our bar
 * lead": a name the employer calls its own, or its place, line or people, is where or with whom the
 * work is done, not what it takes. Its kinds of thing stay ("our docketing system", "our brand
 * guidelines"), and so do known skills and tool-shaped names ("our Salesforce CRM").
 */
const AT_OUR = /\bat our\s+$/i;
const OUR = /\bour\s+$/i;
function employersOwn(phrase: Token[], sentence: string): boolean {
  if (phrase.some(isKnownSkill)) return false;
  const before = sentence.slice(0, (phrase[0] as Token).position);
  if (AT_OUR.test(before)) return true;
  if (phrase.some(shapedLikeATool)) return false;
  const head = (phrase[phrase.length - 1] as Token).text.toLowerCase();
  return OUR.test(before) && (/^\p{Lu}/u.test((phrase[0] as Token).text) || OWN_HEADS.has(head));
}

/**
 * A lone noun framed as "in … with", "in … of", "in … to" is a compound preposition, not a thing:
 * "in accordance with", "in compliance with", "in support of", "in addition to".
 */
const FRAME_BEFORE = /\bin\s+$/i;
const FRAME_AFTER = /^\s+(?:with|of|to)\b/i;
const compoundPreposition = (phrase: Token[], sentence: string) => {
  const word = phrase[0] as Token;
  return (
    phrase.length === 1 &&
    /^\p{Ll}+$/u.test(word.text) &&
    !isKnownSkill(word) &&
    FRAME_BEFORE.test(sentence.slice(0, word.position)) &&
    FRAME_AFTER.test(sentence.slice(word.position + word.surface.length))
  );
};

/**
 * "Typical work: cruising timber …", "Tools: Revit, Bluebeam": a short label before a colon names
 * the kind of what follows, and is no requirement itself, unless what follows says how much it is
 * wanted ("Driver's license: required").
 */
const LABEL = /^([^:]{1,30}):\s+(?!(?:required|preferred|a plus|a must|must|needed)\b)/i;
const inLabel = (phrase: Token[], sentence: string) => {
  const label = LABEL.exec(sentence)?.[1];
  return (
    label !== undefined &&
    label.trim().split(/\s+/).length <= 3 &&
    (phrase[0] as Token).position < label.length
  );
};

/** A capitalised title in quotation marks names a work, a show or a program: "Rivers of Work". */
const quotedTitle = (phrase: Token[], sentence: string) => {
  const [first, last] = [phrase[0] as Token, phrase[phrase.length - 1] as Token];
  return (
    /^\p{Lu}/u.test(first.text) &&
    /["“]\s*$/.test(first.gap) &&
    /^[.,!?]?["”]/.test(sentence.slice(last.position + last.surface.length))
  );
};

/** Whom the person reports to is someone, not something: "report to Jordan", "under the direction of the principal". */
const REPORTS_TO =
  /\b(?:report(?:s|ing)? (?:directly )?to|under (?:the )?(?:general |close |direct )?(?:direction|supervision) of|supervised by) (?:the |our |a )?$/i;

/**
 * A group of people ("the Data team", "with Marketing"), whom the person reports to, or a sum of
 * money ("$5M–$30M") is never asked of a person.
 */
function notARequirement(phrase: Token[], sentence: string): boolean {
  const first = phrase[0] as Token;
  const head = (phrase[phrase.length - 1] as Token).text.toLowerCase();
  const department =
    phrase.length === 1 && !first.sentenceStart && /^\p{Lu}/u.test(first.text) && DEPARTMENTS.has(head);
  return (
    (GROUP_HEADS.has(head) && !isDutyToPeople(phrase)) ||
    WHEN_HEAD.test(head) ||
    (phrase.length === 1 && DURATION.test(head)) ||
    department ||
    first.gap.includes('$') ||
    REPORTS_TO.test(sentence.slice(0, first.position)) ||
    plainRecipient(phrase, sentence) ||
    sizeOfThePlace(phrase) ||
    employersOwn(phrase, sentence) ||
    compoundPreposition(phrase, sentence) ||
    (phrase.length === 1 && !first.sentenceStart && WHEN.test(sentence.slice(0, first.position))) ||
    underHow(phrase, sentence) ||
    issuer(phrase, sentence) ||
    quotedTitle(phrase, sentence) ||
    (inLabel(phrase, sentence) && !phrase.some(isKnownSkill)) ||
    degreeOfAField(phrase, sentence)
  );
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
    whole.alternatives = [...new Set([...whole.alternatives, r.key, ...r.alternatives])];
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
  seen.alternatives = [...new Set([...seen.alternatives, ...r.alternatives])];
}

/** Required before nice to have; then known skills, then how often, then where first said. */
const byImportance = (a: PostingRequirement, b: PostingRequirement) =>
  Number(b.required) - Number(a.required) ||
  Number(b.known) - Number(a.known) ||
  b.count - a.count ||
  a.first - b.first;
