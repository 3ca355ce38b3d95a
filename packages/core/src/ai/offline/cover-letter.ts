import { analyzeResume } from '../../analysis/analyze';
import type { ResumeData } from '../../schemas/resume';
import { isBlank } from '../../text/words';
import { readTerm } from './posting';
import { experiencePhrase, type ResumeFacts, resumeFacts } from './resume-facts';
import { strongOpening } from './strong-verbs';
import { article, continueWith, joinList, withoutFinalStop } from './wording';

/**
 * A short cover letter from the resume and the pasted posting. The employer is named only when
 * the posting labels it ("Company: …"); a name guessed from prose could be wrong, so otherwise the
 * letter says "your team".
 */

const MAX_TERMS = 4;

function employerIn(posting: string): string | undefined {
  return /^\s*(?:company|employer|organi[sz]ation)\s*:\s*(.{2,80}?)\s*$/im.exec(posting)?.[1];
}

/** The posting's terms the resume already shows, as the analysis's keyword match reads them. */
function sharedTerms(data: ResumeData | undefined, posting: string, now: Date): string[] {
  if (!data || isBlank(posting)) return [];
  const matched = analyzeResume(data, { jobDescription: posting, now }).keywords?.matched ?? [];
  return matched.slice(0, MAX_TERMS).map((label) => readTerm(label, posting).text);
}

function introduction(f: ResumeFacts, employer: string): string {
  const sentences = [`I am writing to apply for this role with ${employer}.`];
  const experience = experiencePhrase(f.years);
  const who = f.title && `${article(f.title)} ${f.title}${experience ? ` with ${experience}` : ''}`;
  const skills = f.skills.length > 0 ? joinList(f.skills) : undefined;
  if (who && skills) sentences.push(`As ${who}, I bring ${skills}.`);
  else if (who) sentences.push(`I am ${who}.`);
  else if (skills) sentences.push(`I bring ${skills}.`);
  return sentences.join(' ');
}

function evidence(f: ResumeFacts): string {
  if (!f.highlight) {
    return 'I take pride in careful, dependable work and in making things simpler for the people around me.';
  }
  const where = f.highlight.company ? `In my role at ${f.highlight.company}, I` : 'In a recent role, I';
  return `${where} ${continueWith(strongOpening(withoutFinalStop(f.highlight.text), f.highlight.tense))}.`;
}

function fit(terms: string[]): string {
  const closing = 'Thank you for your time; I would welcome the chance to talk.';
  if (terms.length === 0) return `I would be glad to show how my experience fits what you need. ${closing}`;
  return `Your posting asks for ${joinList(terms)}, all of which my resume shows in practice. ${closing}`;
}

export function coverLetter(data: ResumeData | undefined, posting: string, now: Date): string {
  const f = resumeFacts(data, now);
  const employer = employerIn(posting) ?? 'your team';
  return [
    'Dear Hiring Manager,',
    introduction(f, employer),
    evidence(f),
    fit(sharedTerms(data, posting, now)),
    `Kind regards,\n${f.name || '[Your name]'}`,
  ].join('\n\n');
}
