import { resumeEvidence, resumeShows } from '../analysis/posting/evidence';
import type { PostingRequirement } from '../analysis/posting/requirements';
import { isRoleNoun, ngramKeys, tokenize } from '../analysis/text/terms';
import type { ResumeData } from '../schemas/resume';
import { listedSkill } from './listed';
import { mentionedSkills } from './mentioned';
import { isNotASkill } from './not-skills';
import type { PostingSkills } from './posting';
import { rolesOf } from './roles';
import { skillTerm } from './skill-term';

/** Where a suggestion comes from: the job posting, the person's own words, or what their role uses. */
export type SkillSource = 'posting' | 'experience' | 'role';
export type SkillSuggestion = { name: string; sources: SkillSource[] };

/** Enough to choose from at a glance; the next ones show as these are added. */
export const SKILL_SUGGESTIONS_SHOWN = 12;

/**
 * How much each source weighs. What the posting requires comes first, then what it would like, then
 * what the person names in their achievements (they have it), then what their role typically uses.
 * A word that may be any noun ("inventory") only adds weight to a skill another source suggests.
 */
const WEIGHT = { required: 8, wanted: 5, named: 4, inPassing: 1, typical: 3, usual: 2 };
const TYPICAL = 5;

type Candidate = { term: PostingRequirement; name: string; weights: Map<SkillSource, number> };
type Candidates = Map<string, Candidate>;

/**
 * One skill from several sources is one candidate, under the role lists' key ("NEC" in a posting
 * is the listed "National Electrical Code (NEC)"), shown by any of its names.
 */
function add(found: Candidates, term: PostingRequirement, name: string, source: SkillSource, weight: number) {
  const key = listedSkill(term.key)?.key ?? term.key;
  const seen = found.get(key);
  const candidate = seen ?? { term, name, weights: new Map<SkillSource, number>() };
  if (seen !== undefined) {
    const alternatives = new Set([...seen.term.alternatives, term.key, ...term.alternatives]);
    alternatives.delete(seen.term.key);
    candidate.term = { ...seen.term, alternatives: [...alternatives] };
  }
  candidate.weights.set(source, Math.max(weight, candidate.weights.get(source) ?? 0));
  found.set(key, candidate);
}

const total = (c: Candidate) => [...c.weights.values()].reduce((sum, w) => sum + w, 0);

const titlesOf = (data: ResumeData) => [data.title, ...data.experience.map((e) => e.job_title)];

/** The person's own words about what they did. */
const ownWords = (data: ResumeData) => [
  data.summary,
  ...data.experience.flatMap((e) => e.achievements),
  ...(data.extras?.projects ?? []).map((p) => p.description),
];

function addMentions(found: Candidates, data: ResumeData) {
  const mentions = [
    ...titlesOf(data).flatMap((title) => mentionedSkills(title, { title: true })),
    ...ownWords(data).flatMap((text) => mentionedSkills(text)),
  ];
  for (const m of mentions) {
    if (m.named) add(found, skillTerm(m.name), m.name, 'experience', WEIGHT.named);
    else if (found.has(m.key)) add(found, skillTerm(m.name), m.name, 'experience', WEIGHT.inPassing);
  }
}

function addRoles(found: Candidates, data: ResumeData) {
  const roles = new Set(titlesOf(data).flatMap(rolesOf));
  for (const role of roles)
    for (const [i, name] of role.skills.entries())
      add(found, skillTerm(name), name, 'role', i < TYPICAL ? WEIGHT.typical : WEIGHT.usual);
}

/** Keys of every run of words in some names: "Epic" is an employer's name in "Epic Systems". */
const keysOf = (texts: string[]) => ngramKeys(texts.flatMap((t) => tokenize(t)));

/** Never a job title ("Registered Nurse"), an employer or school, or a word that is no skill. */
function isSkill(c: Candidate, named: Set<string>): boolean {
  const words = tokenize(c.name).flat();
  const last = words[words.length - 1];
  return !(isNotASkill(c.term.key) || named.has(c.term.key) || (last !== undefined && isRoleNoun(last)));
}

/** What the resume already lists: its skills, and its certifications and languages beside them. */
const listed = (data: ResumeData) => [
  ...data.skills.map((s) => s.name),
  ...(data.extras?.certifications ?? []).map((c) => c.name),
  ...(data.extras?.languages ?? []).map((l) => l.name),
];

/**
 * Skills to add to a resume, best first: from the posting (read by `readPostingSkills`) when
 * there is one, from the person's titles and achievements, and from what their roles use. None is
 * one the resume already lists, however it is spelled ("postgres" is PostgreSQL, "JS" JavaScript):
 * the job match decides that, as it decides whether a resume meets a requirement.
 */
export function suggestSkills(
  data: ResumeData,
  { posting, limit = SKILL_SUGGESTIONS_SHOWN }: { posting?: PostingSkills; limit?: number } = {},
): SkillSuggestion[] {
  const found: Candidates = new Map();
  for (const { requirement, name } of posting?.skills ?? [])
    add(found, requirement, name, 'posting', requirement.required ? WEIGHT.required : WEIGHT.wanted);
  addRoles(found, data);
  addMentions(found, data);
  const employers = keysOf([
    ...data.experience.map((e) => e.company),
    ...data.education.map((e) => e.institution),
  ]);
  const ranked = [...found.values()].filter((c) => isSkill(c, employers)).sort((a, b) => total(b) - total(a));
  return pickNew(ranked, listed(data), posting?.posting ?? '', limit).map((c) => ({
    name: c.name,
    sources: [...c.weights.keys()],
  }));
}

/** The best candidates the resume does not list yet, none of them another's spelling. */
function pickNew(ranked: Candidate[], have: string[], posting: string, limit: number): Candidate[] {
  const picked: Candidate[] = [];
  let shown = resumeEvidence(have.join('\n'), posting);
  for (const c of ranked) {
    if (picked.length >= limit) break;
    if (resumeShows(c.term, shown)) continue;
    picked.push(c);
    shown = resumeEvidence([...have, ...picked.map((p) => p.name)].join('\n'), posting);
  }
  return picked;
}
