import { isJobTitle, readTerm } from '../ai/offline/posting';
import { experiencePhrase, resumeFacts } from '../ai/offline/resume-facts';
import { capitalise, joinList } from '../ai/offline/wording';
import { analyzeResume } from '../analysis/analyze';
import { splitSentences } from '../analysis/text/sentences';
import { readPostingNames } from '../letters/posting-names';
import type { ResumeData } from '../schemas/resume';
import { byRelevance, type PostingReading, readPosting } from './relevance';
import type { TailorChange } from './schema';

/**
 * The offline proposal for a tailored copy: the summary led by the requirements the person meets,
 * skills and achievements reordered so what the posting asks for comes first, and every missing
 * requirement offered as a skill to add — only ever proposed, since only the person knows whether
 * they have it. Nothing here is invented: every word comes from the resume or the posting's terms.
 */
export type TailoringProposal = { role: string; company: string; changes: TailorChange[] };

/** How many requirements the summary's opening sentence names; more reads like a keyword list. */
const SUMMARY_TERMS = 3;
/** How many missing requirements are offered as skills, required ones first. */
const MAX_SKILL_OFFERS = 12;

/** A degree is met by studying, not by listing it as a skill. */
const DEGREE = /\b(?:degree|bachelor|bachelor's|master|master's|associate's|doctorate|ph\.?d|diploma|ged)\b/i;

/** "Aerial lift certification", "lockout/tagout procedures": a thing one holds or follows, worth listing. */
const CREDENTIAL_OR_PRACTICE =
  /\S\s+(?:certification|certificate|license|licence|systems?|procedures|software|tools|reading|safety)$/i;

type Requirement = { term: string; required: boolean; matched: boolean };

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

type Lead = { who: string; list: string; sentence: string };

/** The opening sentence: who the person is, led by the posting's requirements they meet. */
function leadSentence(data: ResumeData, met: string[], now: Date): Lead | undefined {
  if (met.length === 0) return undefined;
  const facts = resumeFacts(data, now);
  // "Registered Nurse, MICU": the title before its qualifier, which would break the sentence.
  const title = facts.title?.split(/\s*[,(|]/)[0]?.trim();
  const who = title ? capitalise(title) : 'Professional';
  // A summary that already counts its years keeps the person's count, not one from the dates.
  const experience = /\byears?\b/i.test(data.summary) ? undefined : experiencePhrase(facts.years);
  const list = joinList(met.slice(0, SUMMARY_TERMS));
  const sentence = experience ? `${who} with ${experience} in ${list}.` : `${who} experienced in ${list}.`;
  return { who, list, sentence };
}

const opensWith = (sentence: string, words: string) =>
  sentence.trim().toLowerCase().startsWith(`${words.toLowerCase()} `);

/**
 * The summary led by the requirements met. One that already opens with who the person is keeps
 * that opening, with the requirements right after it, so the title is not said twice in a row.
 */
function summaryChange(data: ResumeData, met: string[], reading: PostingReading, now: Date) {
  const lead = leadSentence(data, met, now);
  if (!lead) return [];
  const own = splitSentences(data.summary).filter((s) => s.trim() !== '');
  const opening = own[0] && opensWith(own[0], lead.who) ? own[0] : undefined;
  const body = opening ? own.slice(1) : own;
  const rest = byRelevance(body, (s) => s, reading).filter((s) => s.trim() !== lead.sentence);
  const first = opening ? [opening, `Experienced in ${lead.list}.`] : [lead.sentence];
  const after = [...first, ...rest].join(' ');
  if (after === data.summary.trim()) return [];
  const terms = met.slice(0, SUMMARY_TERMS);
  return [{ id: 'summary', kind: 'summary', status: 'pending', before: data.summary, after, terms } as const];
}

function skillsOrderChange(data: ResumeData, reading: PostingReading) {
  const before = data.skills.map((s) => s.name).filter((n) => n.trim() !== '');
  const after = byRelevance(before, (n) => n, reading);
  if (sameOrder(before, after)) return [];
  return [{ id: 'skills', kind: 'skills_order', status: 'pending', before, after } as const];
}

function achievementsOrderChanges(data: ResumeData, reading: PostingReading) {
  return data.experience.flatMap((role, entry) => {
    const before = role.achievements.filter((a) => a.trim() !== '');
    const after = byRelevance(before, (a) => a, reading);
    if (sameOrder(before, after)) return [];
    return [
      {
        id: `achievements-${entry}`,
        kind: 'achievements_order',
        status: 'pending',
        entry,
        job_title: role.job_title,
        company: role.company,
        before,
        after,
      } as const,
    ];
  });
}

/** A missing requirement one could list as a skill: not a job title, not a degree. */
function offerable(term: string): boolean {
  return term.split(/\s+/).length <= 4 && !isJobTitle(term) && !DEGREE.test(term);
}

function addSkillChanges(missing: Requirement[], posting: string) {
  const ordered = [...missing.filter((r) => r.required), ...missing.filter((r) => !r.required)];
  return ordered
    .map((r) => ({ term: readTerm(r.term, posting), required: r.required }))
    .filter((r) => (r.term.skill || CREDENTIAL_OR_PRACTICE.test(r.term.text)) && offerable(r.term.text))
    .map((r) => ({ skill: r.term.text, required: r.required }))
    .slice(0, MAX_SKILL_OFFERS)
    .map((r, i) => ({ id: `skill-${i}`, kind: 'add_skill', status: 'pending', ...r }) as const);
}

/** Needs `loadPostingReader()` first, as the job match does. */
export function proposeTailoring(
  data: ResumeData,
  posting: string,
  now: Date = new Date(),
): TailoringProposal {
  const names = readPostingNames(posting);
  const requirements = analyzeResume(data, { jobDescription: posting, now }).keywords?.requirements ?? [];
  const reading = readPosting(posting);
  const met = requirements.filter((r) => r.matched).map((r) => readTerm(r.term, posting).text);
  const changes: TailorChange[] = [
    ...summaryChange(data, met, reading, now),
    ...skillsOrderChange(data, reading),
    ...achievementsOrderChanges(data, reading),
    ...addSkillChanges(
      requirements.filter((r) => !r.matched),
      posting,
    ),
  ];
  return { role: names.role, company: names.company, changes };
}

/** The copy's name: the role and the company the posting names, or the original's name marked as tailored. */
export function tailoredCopyName(
  proposal: Pick<TailoringProposal, 'role' | 'company'>,
  original: string,
): string {
  const { role, company } = proposal;
  const name = role && company ? `${role} at ${company}` : role || company || `${original} (tailored)`;
  return name.length > 120 ? `${name.slice(0, 119).trimEnd()}…` : name;
}
