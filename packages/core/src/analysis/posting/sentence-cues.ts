import { VERBS } from '../text/verb-lexicon';
import type { Section } from './sections';

/**
 * The cues a sentence of a posting is read by when no heading says which part it belongs to, or
 * when it plainly is not of the part its heading names: boilerplate, perks, preferences, asks.
 */
const EEO_SENTENCE =
  /equal (?:employment )?opportunit|discriminat|without regard|regardless of|affirmative action|veterans?['’]? preference|protected (?:veteran|class|status|characteristic)|encourage[sd]?\b[^.]*\bto apply|\b(?:value|celebrate|embrace)s? diversity|drug-free|reasonable accommodation|e-?verify|\beeo\b|\beoe\b|member fdic|equal housing (?:lender|opportunity)|\b(?:applicants?|candidates?|individuals?|persons?)\b[^.]*\baccommodations?\b/i;
/**
 * Words that promise something to the hire. "Benefits enrollment", "compensation review", "workers'
 * compensation" and a "DOT medical card" are duties or requirements, so those words count only in
 * their perk sense.
 */
const BENEFIT_SENTENCE =
  /\b(?:we offer|benefits?(?! (?:enrollment|administration))|perks|(?<!workers['’]?\s)compensation(?! (?:review|analysis|planning|underwriting|claims?|cases?))|401\s*\(?k|403\s*\(?b|pto|paid time off|health insurance|medical(?=,| and| insurance| coverage| benefits| plans?)|pension|tuition|parental leave|learning budget|esop|employee stock|discounts?|sign-on bonus|stock options|profit sharing|staff meals|offers?|loan forgiveness|gym|flexible (?:hours|schedules?|scheduling)|paid (?:holidays|training|orientation)|hybrid schedule|remote-first)\b/i;
/**
 * Sentences that can only be perks, whoever they speak to: "We offer … for your family", "Starting
 * pay $32/hr with step increases": what the job pays, at a rate, comes with what else it gives.
 */
const OFFER_SENTENCE =
  /[$£€]\s?\d[\d,.]*k?(?:\s*(?:[-–]|to)\s*[$£€]?\d[\d,.]*k?)?\s*(?:\/\s?(?:hr|hour|h|yr|year)\b|per (?:hour|year|annum)\b|an hour\b|a year\b|annually\b|hourly\b)|^(?:we offer|we provide|you(?:'ll| will) (?:get|receive|enjoy)|benefits include)\b|^(?:\p{Lu}[\p{L}&'’.-]*\s+){1,4}(?:offers|provides)\s+(?!training|instruction)/iu;
const PREFERRED_SENTENCE =
  /\b(?:a plus|is a plus|are a plus|a bonus|is a bonus|bonus points|preferred|nice to have|ideally|desired|desirable|helpful|an advantage|an asset|bonus if|plus if|would be (?:great|nice|ideal)|we(?:'d| would) love|not required)\b/i;
export const HIRING = /\b(?:we need|we(?:'re| are) looking|looking for|seeking|hiring)\b/i;
/** Whom a sentence speaks of when it asks: "Candidates must hold …", "… are required", "Requires a …". */
export const ASKING =
  /\b(?:candidates?|applicants?|must (?:have|hold|be|possess|pass)|(?:is|are) required|requires)\b/i;
export const YOU = /\b(?:you|your|you'll|you’ll)\b/i;
export const REQUIREMENT_SENTENCE =
  /\b(?:must|required|requirements?|qualifications?|need|to be considered|\d+\+? years|license|certification|certificate|degree)\b/i;

/**
 * "Process garnishments, benefit deductions and retro pay", "Administer PTO accruals": a sentence
 * that opens with an action verb and names one perk word is a duty done to it. A list of perks
 * ("Staff meals, dining discounts, health insurance") or a sum of pay stays a list of perks.
 */
function dutyOnPerks(text: string): boolean {
  const first = /^(?:[-*•–]|\d{1,2}[.)])?\s*(\p{L}+)/u.exec(text)?.[1]?.toLowerCase() ?? '';
  const perks = text.match(BENEFIT_CUES)?.length ?? 0;
  return VERBS.has(first) && perks === 1 && !text.includes('$');
}

const BENEFIT_CUES = new RegExp(BENEFIT_SENTENCE.source, 'gi');

const perkSentence = (text: string): boolean =>
  BENEFIT_SENTENCE.test(text) && !REQUIREMENT_SENTENCE.test(text) && !YOU.test(text) && !dutyOnPerks(text);

/**
 * A sentence that opens with a verb's base form and speaks of no "we" tells the hire what to do.
 * A run of capitalised words is a title ("Supply Chain Planner — …"), and an invitation to join
 * the employer (in any field) is the employer's story.
 */
export const imperative = (text: string): boolean =>
  VERBS.has(/^\p{L}+/u.exec(text)?.[0]?.toLowerCase() ?? '') &&
  !/^(?:join|come)\b/i.test(text) &&
  !/^(?:\p{Lu}\p{L}*\s+){2}\p{Lu}/u.test(text) &&
  !/\b(?:we|our|us)\b/i.test(text);

/**
 * A sentence with no heading over it is read by its cues; `intro` marks the posting's first
 * paragraph, `bullet` a sentence of a list item.
 */
export function sentenceSection(text: string, intro: boolean, bullet: boolean): Section {
  if (EEO_SENTENCE.test(text)) return 'eeo';
  if (OFFER_SENTENCE.test(text)) return 'benefits';
  if (perkSentence(text)) return 'benefits';
  if (PREFERRED_SENTENCE.test(text)) return 'preferred';
  if (REQUIREMENT_SENTENCE.test(text) && (YOU.test(text) || HIRING.test(text) || ASKING.test(text)))
    return 'requirements';
  // "We're looking for someone with SQL": whom the employer hires is what the job asks for.
  if (HIRING.test(text)) return 'requirements';
  // A list item is the job's, not the employer's story, even in the first paragraph.
  if (!YOU.test(text) && !bullet && (intro || /^(?:we|our)\b/i.test(text))) return 'about';
  return 'duties';
}

/** Under a heading, a sentence keeps its heading's part unless it plainly is boilerplate or a preference. */
export function refined(section: Section, text: string): Section {
  if (section === 'eeo' || section === 'benefits' || section === 'title') return section;
  if (EEO_SENTENCE.test(text)) return 'eeo';
  if (OFFER_SENTENCE.test(text)) return 'benefits';
  // A paragraph of perks often follows the last list without a heading of its own.
  if (perkSentence(text)) return 'benefits';
  if (section !== 'about' && PREFERRED_SENTENCE.test(text)) return 'preferred';
  return section;
}
