import { analyzeResume } from '../../analysis/analyze';
import { resumeToPlainText } from '../../formats/plain-text-resume';
import { readPostingNames } from '../../letters/posting-names';
import type { ResumeData } from '../../schemas/resume';
import { isBlank } from '../../text/words';
import { containsPhrase } from '../text-search';
import { verbOf, withVerbForm } from './grammar';
import { isJobTitle, readTerm } from './posting';
import { experiencePhrase, type ResumeFacts, resumeFacts } from './resume-facts';
import { strongOpening } from './strong-verbs';
import { article, continueWith, joinList, skillInSentence, withoutFinalStop } from './wording';

/**
 * The sentences of a cover letter drawn from the resume and the pasted posting. The AI writer's
 * loose letter (below) and the cover-letter document (letters/compose.ts) both build from these,
 * so each rule about what a letter may claim lives once. The company and the role come from the
 * posting, read as the cover-letter document reads them (letters/posting-names.ts); when the
 * posting does not say, the letter says "this role" and "your team" rather than guess.
 */

const MAX_TERMS = 4;

/** Words that make a term a credential someone holds: a licence, a certification, a registration. */
const CREDENTIAL =
  /\b(?:licen[cs]e[ds]?|certifi(?:ed|cate|cation)|registered|registration|accredited|chartered)\b/i;

/**
 * The posting's terms the resume already shows, as the analysis's keyword match reads them, in
 * the posting's own spelling; required ones first when the match marks them.
 */
export function sharedTerms(data: ResumeData | undefined, posting: string, now: Date): string[] {
  if (!data || isBlank(posting)) return [];
  const keywords = analyzeResume(data, { jobDescription: posting, now }).keywords;
  const required = (keywords?.requirements ?? []).filter((r) => r.matched && r.required).map((r) => r.term);
  const matched = [...new Set([...required, ...(keywords?.matched ?? [])])];
  // A term the posting only writes at a sentence start is read in lowercase ("go"): the resume's
  // own spelling of that skill ("Go") is the one to use.
  const skills = new Map(data.skills.map((s) => [s.name.trim().toLowerCase(), s.name.trim()]));
  // Only skills, tools and credentials: "build team" or "marketing leader" is no requirement to name.
  // A credential only when the resume names it in so many words: the letter claims it, and a
  // licence is not shown by related work ("RN license" by the title "Registered Nurse").
  const written = resumeToPlainText(data);
  const claimable = (text: string) => !CREDENTIAL.test(text) || containsPhrase(written, text);
  return matched
    .map((label) => readTerm(label, posting))
    .filter((term) => term.skill && !isJobTitle(term.text) && claimable(term.text))
    .slice(0, MAX_TERMS)
    .map(({ text }) => (text === text.toLowerCase() ? skillInSentence(skills.get(text) ?? text) : text));
}

/** "As a Staff Engineer with 12 years of experience, I bring Go and SQL.", or nothing to say. */
export function whoIAm(f: ResumeFacts): string | undefined {
  const experience = experiencePhrase(f.years);
  const who = f.title && `${article(f.title)} ${f.title}${experience ? ` with ${experience}` : ''}`;
  const skills = f.skills.length > 0 ? joinList(f.skills.map(skillInSentence)) : undefined;
  if (who && skills) return `As ${who}, I bring ${skills}.`;
  if (who) return `I am ${who}.`;
  if (skills) return `I bring ${skills}.`;
  return undefined;
}

/** "the Backend Engineer role", without "role role" when the title already says it. */
const theRole = (role: string): string =>
  /\b(?:role|position|job|opening)$/i.test(role) ? `the ${role}` : `the ${role} role`;

function introduction(f: ResumeFacts, company: string, role: string, variant: number): string {
  const what = role ? theRole(role) : 'this role';
  const where = company ? ` at ${company}` : '';
  const first = [
    `I am writing to apply for ${what}${where}.`,
    `I would like to be considered for ${what}${where}.`,
    `Please accept my application for ${what}${where}.`,
  ][variant % 3] as string;
  return [first, whoIAm(f)].filter(Boolean).join(' ');
}

/**
 * The resume's strongest achievement told as a sentence; nothing when it has none (a trait the
 * resume does not show would be a claim the person never made).
 */
export function evidence(f: ResumeFacts, variant = 0): string {
  if (!f.highlight) return '';
  const at = f.highlight.company;
  const where = at
    ? variant % 2 === 0
      ? `In my role at ${at}, I`
      : `At ${at}, I`
    : variant % 2 === 0
      ? 'In a recent role, I'
      : 'Recently, I';
  // After "I" the verb is the person's own: "Leads a team" is "I lead a team".
  const { text, tense } = f.highlight;
  const opened = strongOpening(withoutFinalStop(text), tense);
  const [first = '', second = ''] = opened.split(/\s+/);
  const line = verbOf(first, second)?.form === 'present' ? withVerbForm(opened, 'present') : opened;
  return `${where} ${continueWith(line)}.`;
}

/** The posting's requirements the resume meets, or a plain offer to show the fit. */
export function fitSentence(terms: string[]): string {
  if (terms.length === 0) return 'I would be glad to show how my experience fits what you need.';
  const which = terms.length === 1 ? 'which' : terms.length === 2 ? 'both of which' : 'all of which';
  return `Your posting asks for ${joinList(terms)}, ${which} my resume shows in practice.`;
}

const CLOSINGS = [
  'Thank you for your time; I would welcome the chance to talk.',
  'I would be glad to discuss how I could help; thank you for considering my application.',
];

export function coverLetter(data: ResumeData | undefined, posting: string, now: Date, variant = 0): string {
  const f = resumeFacts(data, now);
  const { company, role } = readPostingNames(posting);
  // The job title is what the posting is for, not a requirement the resume meets.
  const terms = sharedTerms(data, posting, now).filter((t) => t.toLowerCase() !== role.toLowerCase());
  return [
    'Dear Hiring Manager,',
    introduction(f, company, role, variant),
    evidence(f, variant),
    `${fitSentence(terms)} ${CLOSINGS[variant % CLOSINGS.length]}`,
    f.name ? `Kind regards,\n${f.name}` : 'Kind regards,',
  ]
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}
