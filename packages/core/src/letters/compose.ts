import { evidence, fitSentence, sharedTerms, whoIAm } from '../ai/offline/cover-letter';
import { resumeFacts } from '../ai/offline/resume-facts';
import { institutionInSentence } from '../ai/offline/wording';
import type { ResumeData } from '../schemas/resume';
import { readPostingNames } from './posting-names';
import type { CoverLetterContent } from './schema';

/**
 * The offline cover letter: every sentence is built from the resume's facts and the posting's
 * company, role, contact and the requirements the resume meets. Nothing of the posting is copied
 * but those names and the matched terms, and nothing is stated that neither source holds.
 */

export type ComposeOptions = { company?: string; role?: string; now?: Date };

const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

/** "27 November 2026": unambiguous in every English-speaking country. */
export const letterDate = (now: Date): string =>
  `${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;

/** "the Data Analyst role", without "role role" when the title already says it. */
function theRole(role: string): string {
  return /\b(?:role|position|job|opening)$/i.test(role) ? `the ${role}` : `the ${role} role`;
}

function opening(company: string, role: string, data: ResumeData | undefined, now: Date): string {
  const what = role ? theRole(role) : 'this role';
  const where = company ? ` at ${company}` : '';
  const who = whoIAm(resumeFacts(data, now));
  return [`I am writing to apply for ${what}${where}.`, who].filter(Boolean).join(' ');
}

function achievements(data: ResumeData | undefined, now: Date): string {
  const f = resumeFacts(data, now);
  const study = f.study
    ? `My education includes ${f.study.subject} at ${institutionInSentence(f.study.institution)}.`
    : '';
  return [evidence(f), study].filter(Boolean).join(' ');
}

function requirements(data: ResumeData | undefined, posting: string, now: Date): string {
  return fitSentence(sharedTerms(data, posting, now));
}

function closingParagraph(company: string): string {
  const to = company ? `to ${company}` : 'to your team';
  return `Thank you for considering my application. I would welcome the chance to discuss what I could bring ${to}.`;
}

/** A first draft of the whole letter; the person edits every field of it afterwards. */
export function composeCoverLetter(
  data: ResumeData | undefined,
  posting: string,
  { company, role, now = new Date() }: ComposeOptions = {},
): CoverLetterContent {
  const read = readPostingNames(posting);
  const employer = company?.trim() || read.company;
  const job = role?.trim() || read.role;
  return {
    recipient_name: read.contact,
    recipient_title: read.contact ? '' : 'Hiring Manager',
    company: employer,
    role: job,
    date: letterDate(now),
    greeting: read.contact ? `Dear ${read.contact},` : 'Dear Hiring Manager,',
    // A resume with no achievement and no school gives no second paragraph, rather than a claim.
    paragraphs: [
      opening(employer, job, data, now),
      achievements(data, now),
      requirements(data, posting, now),
      closingParagraph(employer),
    ].filter((paragraph) => paragraph !== ''),
    closing: 'Sincerely,',
    signature_name: resumeFacts(data, now).name,
  };
}
