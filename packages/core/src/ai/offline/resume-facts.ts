import { createContext, hasContent, roleStatus, yearsOfExperience } from '../../analysis/context';
import { plural } from '../../analysis/findings';
import { hasNumber, weakOpener } from '../../analysis/text/phrases';
import { monthOf, parseMonth } from '../../dates';
import type { Experience, ResumeData } from '../../schemas/resume';
import { isBlank } from '../../text/words';
import { containsPhrase } from '../text-search';
import { type Tense, verbOf } from './grammar';
import { institutionInSentence } from './wording';

/** The base of the verb a line opens with, by the lexicon or, for a verb it lacks ("Shortened"), compromise. */
function openingBase(line: string): string | undefined {
  const [first = '', second = ''] = line.split(/\s+/);
  return verbOf(first, second)?.base;
}

/**
 * The facts a drafted text may state, read from the resume and nothing else. Every writer takes
 * its claims from here, so no draft states what the person did not write.
 */
export type ResumeFacts = {
  name: string;
  /** The latest job title (a current role first), or the resume's own title when it says more (titleOf). */
  title: string | undefined;
  company: string | undefined;
  /** Whole years the experience dates add up to; 0 when the dates cannot tell. */
  years: number;
  /** The skills listed first, or mentioned most in achievements. */
  skills: string[];
  /** A real achievement with a strong verb, preferably with a number, from the latest roles. */
  highlight: { text: string; base: string; company: string | undefined; tense: Tense } | undefined;
  study: { subject: string; institution: string } | undefined;
};

const text = (value: string | undefined): string | undefined => (isBlank(value) ? undefined : value?.trim());

/** When a role ended (or started, without an end): the later, the more recent. */
const recency = (role: Experience): number =>
  parseMonth(role.end_date)?.latest ?? parseMonth(role.start_date)?.latest ?? Number.NEGATIVE_INFINITY;

/** Roles with something in them, current ones first, then the most recent. */
export function rolesByRecency(data: ResumeData, now: Date): Experience[] {
  const nowMonth = monthOf(now);
  const current = (r: Experience) => (roleStatus(r, nowMonth) === 'current' ? 1 : 0);
  return data.experience
    .filter((role) => hasContent(role))
    .map((role, order) => ({ role, order }))
    .sort(
      (a, b) => current(b.role) - current(a.role) || recency(b.role) - recency(a.role) || a.order - b.order,
    )
    .map(({ role }) => role);
}

/** A current role's ongoing work is told in the present; anything else in the past. */
export const roleTense = (role: Experience, now: Date): Tense =>
  roleStatus(role, monthOf(now)) === 'current' ? 'present' : 'past';

function topSkills(data: ResumeData, count: number): string[] {
  const skills = new Map<string, string>();
  for (const { name } of data.skills) {
    const key = name.trim().toLowerCase();
    if (key !== '' && !skills.has(key)) skills.set(key, name.trim());
  }
  const achievements = data.experience.flatMap((r) => r.achievements).join('\n');
  const mentions = (skill: string) => (containsPhrase(achievements, skill) ? 1 : 0);
  // A stable sort: skills the achievements show come first, otherwise the person's own order.
  return [...skills.values()].sort((a, b) => mentions(b) - mentions(a)).slice(0, count);
}

function highlightOf(roles: Experience[], now: Date): ResumeFacts['highlight'] {
  const candidates = roles.flatMap((role) =>
    role.achievements
      .map((a) => a.trim())
      // A duty ("Worked on …") is no highlight, and a long line does not fit in a sentence.
      .filter((a) => a.length > 0 && a.length <= 160 && !weakOpener(a))
      .map((a) => ({
        text: a,
        base: openingBase(a),
        company: employer(role.company),
        tense: roleTense(role, now),
      })),
  );
  const withVerb = candidates.filter((c): c is typeof c & { base: string } => c.base !== undefined);
  return withVerb.find((c) => hasNumber(c.text)) ?? withVerb[0];
}

/** Titles of someone starting out in a field: no years of experience are claimed for them. */
const STARTING_OUT = /\b(?:intern|internship|trainee|student|apprentice|placement)\b/i;

const contentWords = (title: string): string[] =>
  title
    .toLowerCase()
    .match(/\p{L}{2,}/gu)
    ?.filter((w) => !/^(?:of|and|the|for)$/.test(w)) ?? [];

/**
 * The latest job title, or the resume's own title when it names that work more fully ("Senior
 * Accountant, CPA" over "Senior Accountant") or names what a student or intern of it now is
 * ("Registered Nurse" over "Student Nurse"). A resume title for other work (a career changer's
 * target) is not what the person has done, so it is not claimed.
 */
function titleOf(latestJob: string | undefined, resumeTitle: string | undefined): string | undefined {
  if (!latestJob || !resumeTitle) return latestJob ?? resumeTitle;
  const own = new Set(contentWords(resumeTitle));
  const job = contentWords(latestJob).filter((w) => !STARTING_OUT.test(w));
  const fuller = job.length > 0 && job.every((w) => own.has(w));
  const grownInto = STARTING_OUT.test(latestJob) && job.some((w) => own.has(w));
  return fuller || grownInto ? resumeTitle : latestJob;
}

/** The latest employer as a sentence names it: "the Superior Court of …"; none for "Self-employed". */
function employer(company: string | undefined): string | undefined {
  const name = text(company);
  return name && !/^(?:self[- ]employed|freelance|freelancer|independent|various)$/i.test(name)
    ? institutionInSentence(name)
    : undefined;
}

const NO_FACTS: ResumeFacts = {
  name: '',
  title: undefined,
  company: undefined,
  years: 0,
  skills: [],
  highlight: undefined,
  study: undefined,
};

export function resumeFacts(data: ResumeData | undefined, now: Date): ResumeFacts {
  if (!data) return NO_FACTS;
  const roles = rolesByRecency(data, now);
  const latest = roles[0];
  const school = data.education.find(
    (e) => !isBlank(e.institution) && !isBlank(e.field_of_study || e.degree),
  );
  return {
    name: [data.first_name, data.last_name]
      .map((n) => n.trim())
      .filter(Boolean)
      .join(' '),
    title: titleOf(text(latest?.job_title), text(data.title)),
    company: employer(latest?.company),
    // Someone whose latest role is an internship is starting out in it, whatever came before.
    years: STARTING_OUT.test(latest?.job_title ?? '')
      ? 0
      : Math.floor(yearsOfExperience(createContext(data, now))),
    skills: topSkills(data, 3),
    highlight: highlightOf(roles, now),
    study: school && {
      subject: (school.field_of_study || school.degree).trim(),
      institution: school.institution.trim(),
    },
  };
}

/** "6 years of experience", or undefined when the dates do not add up to a whole year. */
export const experiencePhrase = (years: number): string | undefined =>
  years >= 1 ? `${plural(years, 'year')} of experience` : undefined;
