import { type Experience, emptyExperience, spacedWords } from '@resume/core';
import { orgScore, titleScore } from '../lexicon/role-words';
import { softenCapitals, tidySpaces } from '../text/clean-text';
import type { Doubt, Entry, ReadEntry } from './entries';
import { headerParts, type Part } from './entry-parts';
import { splitPlace } from './places';
import { ROLES } from './thresholds';

const LEGAL_SUFFIX = /^(inc|llc|ltd|corp|co|gmbh|plc|llp|l\.?p|ag|s\.?a|pvt|pty|limited|incorporated)\.?$/i;

/** "Debate Club, University of Redlands" → "Debate Club"; "Acme, Inc." stays whole; notes in brackets go. */
export function cleanCompany(text: string): string {
  const pieces = text.replace(/\s*\([^)]*\)/g, '').split(/\s*,\s*/);
  let name = pieces[0] ?? '';
  for (const piece of pieces.slice(1)) {
    if (!LEGAL_SUFFIX.test(piece)) break;
    name += `, ${piece}`;
  }
  return softenCapitals(tidySpaces(name));
}

/** A lone phrase holding both: "Research Intern, Quantum Research" or "Engineer at Google". */
function splitCombined(part: Part): Part[] {
  const pieces = part.text.split(/\s*,\s*|\s+at\s+/);
  if (pieces.length !== 2) return [part];
  return pieces.map((text) => ({ ...part, text }));
}

interface Roles {
  title: string;
  company: string;
  /** The words said which phrase is which; false when the look of the line decided. */
  sure: boolean;
}

const LONG_WORD = new RegExp(`^\\p{L}{${ROLES.describingLetters},}`, 'u');

/**
 * A phrase that describes rather than names: several words in lower case ("Independent branding
 * studio", "Regional hospital with 450 beds"). Names and titles capitalise their words.
 */
function isDescription(part: Part): boolean {
  const words = spacedWords(part.text).filter((w) => LONG_WORD.test(w) && !CONNECTOR.test(w));
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length >= ROLES.describing.words && lower >= ROLES.describing.lowerWords;
}

/** Short joining words that stay in lower case inside names ("Bank of America", "Institut für …"). */
const CONNECTOR = /^(and|for|the|with|von|der|und|für|des|del|los|las|por|pour|avec)$/i;

/** The head noun of a phrase names a person who does something: "Welder", "Contrôleur", "Contadora". */
const AGENT_NOUN =
  /(?:er|or|ist|ant|ent|ian|man|eur|euse|rice|iste|ien|ienne|ier|ière|erin|ero|era|ista|ora|ante|ente|ario|aria)$/iu;
/** The head of a phrase: the word before "of/de/für…" when there is one, else the last word. */
function headWord(text: string): string {
  const words = spacedWords(text);
  const joint = words.findIndex((w, i) => i > 0 && /^(of|de|d'.*|du|des|del|für|en)$/i.test(w));
  return (joint > 0 ? words[joint - 1] : words[words.length - 1]) ?? '';
}
const isAgentNoun = (part: Part) => {
  const head = headWord(part.text);
  return head.length >= ROLES.agentNounLetters && AGENT_NOUN.test(head) && orgScore(part.text) === 0;
};

/**
 * Without role words: a phrase whose head is a person's noun is the title; else the bold phrase is
 * the organisation, or else the first one is.
 */
function byLook([first, second]: [Part, Part]): number {
  if (isAgentNoun(first) !== isAgentNoun(second)) return isAgentNoun(first) ? 0 : 1;
  return second.bold && !first.bold ? 0 : 1;
}

/**
 * Decides which phrase is the title and which the organisation: role words ("Engineer",
 * "Intern", "CEO") mark the title; without them the bold phrase is usually the organisation.
 */
export function assignRoles(allParts: Part[]): Roles {
  const split = allParts.length === 1 ? splitCombined(allParts[0]!) : allParts;
  // A third phrase describing the employer is neither the title nor the company.
  const named =
    split.length >= ROLES.describedParts ? split.filter((p, i) => i === 0 || !isDescription(p)) : split;
  const parts = named.slice(0, ROLES.partsWeighed);
  if (parts.length === 0) return { title: '', company: '', sure: true };
  if (parts.length === 1) {
    const only = parts[0]!.text;
    const sure = true;
    return titleScore(only) > 0 ? { title: only, company: '', sure } : { title: '', company: only, sure };
  }
  const scored = parts.map((part, index) => ({
    part,
    index,
    t: titleScore(part.text),
    o: orgScore(part.text),
  }));
  const byTitle = [...scored].sort((a, b) => b.t - a.t || b.t - b.o - (a.t - a.o) || a.index - b.index);
  let titleAt = byTitle[0]!.t > 0 ? byTitle[0]!.index : -1;
  // Without role words, a phrase that names an organisation ("… GmbH") leaves the other as title.
  const [first, second] = scored;
  if (titleAt < 0 && first && second && first.o > 0 !== second.o > 0) titleAt = first.o > 0 ? 1 : 0;
  if (titleAt < 0) titleAt = byLook(parts as [Part, Part]);
  const rest = scored.filter((s) => s.index !== titleAt);
  const company = [...rest].sort((a, b) => b.o - b.t - (a.o - a.t) || a.index - b.index)[0]!;
  const title = scored[titleAt]!;
  const sure = title.t > company.t || title.t - title.o > company.t - company.o;
  return { title: parts[titleAt]!.text, company: company.part.text, sure };
}

function doubtsOf(experience: Experience, sure: boolean): Doubt[] {
  const doubts: Doubt[] = [];
  if (!sure && experience.job_title && experience.company) {
    doubts.push({
      field: 'job_title',
      message: `Check the job title and the company: we were not sure whether “${experience.job_title}” is the title.`,
    });
  }
  if (!experience.company) doubts.push({ field: 'company', message: 'No company was found for this job.' });
  if (!experience.job_title)
    doubts.push({ field: 'job_title', message: 'No job title was found for this job.' });
  if (!experience.start_date)
    doubts.push({ field: 'start_date', message: 'No dates were found for this job.' });
  return doubts;
}

/** One entry of an experience-type section → a ResumeData experience, or null if it is empty. */
export function readExperience(entry: Entry): ReadEntry<Experience> | null {
  const { parts, dates, place } = headerParts(entry.header);
  const roles = assignRoles(parts);
  if (!roles.title && !roles.company) return null;
  const experience = emptyExperience();
  experience.job_title = softenCapitals(tidySpaces(roles.title));
  experience.company = cleanCompany(roles.company);
  if (place) Object.assign(experience, splitPlace(place));
  if (dates) {
    experience.start_date = dates.start;
    experience.end_date = dates.current ? null : dates.end;
    experience.is_current = dates.current;
  }
  experience.company_description = tidySpaces(entry.lead);
  experience.achievements = entry.details.map(tidySpaces).filter(Boolean);
  return { value: experience, doubts: doubtsOf(experience, roles.sure) };
}

/**
 * A company line read as an entry of its own (it carries the dates) and the title line after it
 * read as another (it looks like the company line): one job.
 */
export function joinSplitJobs(jobs: ReadEntry<Experience>[]): ReadEntry<Experience>[] {
  const out: ReadEntry<Experience>[] = [];
  for (const job of jobs) {
    const prev = out[out.length - 1]?.value;
    const { value } = job;
    const companyOnly = prev && !prev.job_title && prev.company && prev.achievements.length === 0;
    if (companyOnly && value.job_title && !value.company && !value.start_date) {
      const joined = { ...prev, job_title: value.job_title, achievements: value.achievements };
      joined.company_description ||= value.company_description;
      out[out.length - 1] = { value: joined, doubts: doubtsOf(joined, true) };
    } else out.push(job);
  }
  return out;
}

/**
 * Roles listed under one employer heading ("Halvorsen Marine" then "Lead Engineer", "Engineer"):
 * a role printed without a company is at the employer of the role before it.
 */
export function inheritEmployers(jobs: ReadEntry<Experience>[]): ReadEntry<Experience>[] {
  let employer: Experience | null = null;
  return jobs.map((job) => {
    if (job.value.company || !job.value.job_title || !employer) {
      if (job.value.company) employer = job.value;
      return job;
    }
    const { company, city, country } = employer;
    const value = {
      ...job.value,
      company,
      city: job.value.city || city,
      country: job.value.country || country,
    };
    return { value, doubts: job.doubts.filter((d) => d.field !== 'company') };
  });
}
