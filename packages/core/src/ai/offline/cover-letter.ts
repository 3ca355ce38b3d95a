import { analyzeResume } from '../../analysis/analyze';
import type { ResumeData } from '../../schemas/resume';
import { isBlank } from '../../text/words';
import { readTerm } from './posting';
import { experiencePhrase, type ResumeFacts, resumeFacts } from './resume-facts';
import { strongOpening } from './strong-verbs';
import { article, continueWith, joinList, withoutFinalStop } from './wording';

/**
 * The sentences of a cover letter drawn from the resume and the pasted posting. The AI writer's
 * loose letter (below) and the cover-letter document (letters/compose.ts) both build from these,
 * so each rule about what a letter may claim lives once. The writer names the employer only when
 * the posting labels it ("Company: …"); otherwise the letter says "your team".
 */

const MAX_TERMS = 4;

function employerIn(posting: string): string | undefined {
  return /^\s*(?:company|employer|organi[sz]ation)\s*:\s*(.{2,80}?)\s*$/im.exec(posting)?.[1];
}

/**
 * The posting's terms the resume already shows, as the analysis's keyword match reads them, in
 * the posting's own spelling; required ones first when the match marks them.
 */
export function sharedTerms(data: ResumeData | undefined, posting: string, now: Date): string[] {
  if (!data || isBlank(posting)) return [];
  const keywords = analyzeResume(data, { jobDescription: posting, now }).keywords;
  const required = (keywords?.requirements ?? []).filter((r) => r.matched && r.required).map((r) => r.term);
  const matched = [...new Set([...required, ...(keywords?.matched ?? [])])];
  return matched.slice(0, MAX_TERMS).map((label) => readTerm(label, posting).text);
}

/** "As a Staff Engineer with 12 years of experience, I bring Go and SQL.", or nothing to say. */
export function whoIAm(f: ResumeFacts): string | undefined {
  const experience = experiencePhrase(f.years);
  const who = f.title && `${article(f.title)} ${f.title}${experience ? ` with ${experience}` : ''}`;
  const skills = f.skills.length > 0 ? joinList(f.skills) : undefined;
  if (who && skills) return `As ${who}, I bring ${skills}.`;
  if (who) return `I am ${who}.`;
  if (skills) return `I bring ${skills}.`;
  return undefined;
}

function introduction(f: ResumeFacts, employer: string): string {
  return [`I am writing to apply for this role with ${employer}.`, whoIAm(f)].filter(Boolean).join(' ');
}

/** The resume's strongest achievement told as a sentence, or a modest line when it has none. */
export function evidence(f: ResumeFacts): string {
  if (!f.highlight) {
    return 'I take pride in careful, dependable work and in making things simpler for the people around me.';
  }
  const where = f.highlight.company ? `In my role at ${f.highlight.company}, I` : 'In a recent role, I';
  return `${where} ${continueWith(strongOpening(withoutFinalStop(f.highlight.text), f.highlight.tense))}.`;
}

/** The posting's requirements the resume meets, or a plain offer to show the fit. */
export function fitSentence(terms: string[]): string {
  if (terms.length === 0) return 'I would be glad to show how my experience fits what you need.';
  return `Your posting asks for ${joinList(terms)}, all of which my resume shows in practice.`;
}

export function coverLetter(data: ResumeData | undefined, posting: string, now: Date): string {
  const f = resumeFacts(data, now);
  const employer = employerIn(posting) ?? 'your team';
  return [
    'Dear Hiring Manager,',
    introduction(f, employer),
    evidence(f),
    `${fitSentence(sharedTerms(data, posting, now))} Thank you for your time; I would welcome the chance to talk.`,
    `Kind regards,\n${f.name || '[Your name]'}`,
  ].join('\n\n');
}
