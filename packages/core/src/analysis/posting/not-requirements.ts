import { isKnownSkill, type Token } from '../text/terms';
import { isDutyToPeople } from './duty-verbs';
import { DEGREE_WORDS, DEPARTMENTS, GROUP_HEADS, OWN_HEADS } from './vocabulary';

/**
 * What a posting's phrase can be without being asked of the person: who issues a credential, when
 * or where the work happens, whom it is for, the employer's own things, labels and titles. Each
 * rule reads the phrase in its sentence; `notARequirement` is all of them.
 */

/** Digits, signs, capitals inside a word or all capitals: a tool's or a product's name ("C#", "SAP"). */
export const shapedLikeATool = (t: Token) =>
  /[\d+#./&]/.test(t.text) || /^\p{Lu}{2,}s?$/u.test(t.text) || /\p{Ll}\p{Lu}/u.test(t.text);

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
 * A phrase of one everyday word: in lower case (capitalised only as a sentence's first word) and
 * not a known skill. Such a word is read by where it stands.
 */
function plainWord(phrase: Token[]): Token | undefined {
  const word = phrase[0] as Token;
  const lower = /^\p{Ll}+$/u.test(word.text) || (word.sentenceStart && /^\p{Lu}\p{Ll}+$/u.test(word.text));
  return phrase.length === 1 && lower && !isKnownSkill(word) ? word : undefined;
}
const textAfter = (word: Token, sentence: string) => sentence.slice(word.position + word.surface.length);

/**
 * A plain noun after "to" or "at" is whom or where a duty is for, not what it takes:
 * "explain prices to homeowners", "greet guests at the door". Known skills and tools stay.
 */
const RECIPIENT = /\b(?:to|at)\s+(?:the\s+|our\s+|your\s+|a\s+|an\s+|each\s+|every\s+)?$/i;
const plainRecipient = (phrase: Token[], sentence: string) => {
  const word = plainWord(phrase);
  return word !== undefined && RECIPIENT.test(sentence.slice(0, word.position));
};

/**
 * A phrase that ends in a stretch of the calendar says when, not what: "busy nights", "the first
 * week", "Arizona summers" ("spring" and "fall" name things too: "patient falls").
 */
const WHEN_HEAD =
  /^(?:days?|weeks?|months?|years?|nights?|evenings?|mornings?|afternoons?|weekends?|holidays?|seasons?|summers?|winters?|autumns?)$/;
/** "Our 5-week training", "12-hour shifts": a span of time on its own says how long, not what. */
const DURATION = /^\d+-(?:minutes?|hours?|days?|weeks?|months?|years?)$/;

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
  const word = plainWord(phrase);
  return (
    word !== undefined &&
    FRAME_BEFORE.test(sentence.slice(0, word.position)) &&
    FRAME_AFTER.test(textAfter(word, sentence))
  );
};

/**
 * "Completion of an Emergency Vehicle Operations Course": a lone action noun before "of" only says
 * what is done to the thing named after it, which is the requirement.
 */
const actionOfWhatFollows = (phrase: Token[], sentence: string) => {
  const word = plainWord(phrase);
  return word !== undefined && /(?:tion|ment)$/.test(word.text) && /^\s+of\s/.test(textAfter(word, sentence));
};

/**
 * "Access to your own car", "exposure to the elements": a lone plain noun that leads to a thing
 * named after "to" says how the hire stands to it; the thing is what is asked, not the relation.
 * A plural is a duty's object handed to someone ("present concepts to our founders").
 */
const relationToWhatFollows = (phrase: Token[], sentence: string) => {
  const word = plainWord(phrase);
  return (
    word !== undefined &&
    !/(?:ing|[^s]s)$/.test(word.text) &&
    /^\s+to\s+(?:a|an|the|your|their|its|our)\s/i.test(textAfter(word, sentence))
  );
};

/**
 * "Children from birth through age 12", "grades 6 to 8": a plain word before a small number is a
 * measure or a rank, not a skill. Names keep their numbers ("OSHA 30", "Mitchell 1").
 */
const rankOrMeasure = (phrase: Token[], sentence: string) => {
  const word = plainWord(phrase);
  return word !== undefined && /^\s+\d{1,2}\b(?![-/.]\d)/.test(textAfter(word, sentence));
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

/** "Join our team", "join the crew": becoming one of a group is the hire, not a duty to people. */
const JOINING = /^join(?:s|ing)?$/i;

/**
 * A group of people ("the Data team", "with Marketing"), whom the person reports to, or a sum of
 * money ("$5M–$30M") is never asked of a person.
 */
export function notARequirement(phrase: Token[], sentence: string): boolean {
  const first = phrase[0] as Token;
  const head = (phrase[phrase.length - 1] as Token).text.toLowerCase();
  const department =
    phrase.length === 1 && !first.sentenceStart && /^\p{Lu}/u.test(first.text) && DEPARTMENTS.has(head);
  return (
    (GROUP_HEADS.has(head) && (!isDutyToPeople(phrase) || JOINING.test(first.text))) ||
    WHEN_HEAD.test(head) ||
    (phrase.length === 1 && DURATION.test(head)) ||
    department ||
    first.gap.includes('$') ||
    REPORTS_TO.test(sentence.slice(0, first.position)) ||
    plainRecipient(phrase, sentence) ||
    sizeOfThePlace(phrase) ||
    employersOwn(phrase, sentence) ||
    compoundPreposition(phrase, sentence) ||
    actionOfWhatFollows(phrase, sentence) ||
    relationToWhatFollows(phrase, sentence) ||
    rankOrMeasure(phrase, sentence) ||
    (phrase.length === 1 && !first.sentenceStart && WHEN.test(sentence.slice(0, first.position))) ||
    underHow(phrase, sentence) ||
    issuer(phrase, sentence) ||
    quotedTitle(phrase, sentence) ||
    (inLabel(phrase, sentence) && !phrase.some(isKnownSkill)) ||
    degreeOfAField(phrase, sentence) ||
    suspendedPrefix(phrase, sentence) ||
    weatherOrAge(phrase, sentence) ||
    refused(phrase, sentence)
  );
}

/** "W2 only, no C2C", "no agencies": what the posting turns away is the opposite of a requirement. */
const refused = (phrase: Token[], sentence: string): boolean =>
  /(?:^|[\s,;(])no\s+$/i.test(sentence.slice(0, (phrase[0] as Token).position));

/**
 * "Work outdoors in all weather(s)", "18 years of age or older": the conditions of the work and the
 * hire's age, not weather or age as a subject.
 */
const weatherOrAge = (phrase: Token[], sentence: string): boolean => {
  const word = (phrase[0] as Token).text;
  const before = sentence.slice(0, (phrase[0] as Token).position);
  return (
    phrase.length === 1 &&
    ((/^weathers?$/i.test(word) && /\ball\s+$/i.test(before)) ||
      (/^age$/i.test(word) && /\byears\s+of\s+$/i.test(before)))
  );
};

/**
 * "Pre- and post-natal training", "short- and long-term plans": a prefix left hanging before "and"
 * or "or" belongs to the compound after it, and is nothing asked for alone.
 */
function suspendedPrefix(phrase: Token[], sentence: string): boolean {
  const last = phrase[phrase.length - 1] as Token;
  return (
    phrase.length === 1 && /^-\s+(?:and|or|&)\s/i.test(sentence.slice(last.position + last.surface.length))
  );
}
