import { degreeEquivalents } from '../analysis/posting/abbreviations';
import { type PostingRequirement, postingRequirements } from '../analysis/posting/requirements';
import { PHRASE_KEYS } from '../analysis/text/terms';
import { listedSkill } from './listed';
import { capitalised } from './skill-term';

/** A requirement of the posting that is a skill to list, by the name the posting gives it. */
export type PostingSkill = { requirement: PostingRequirement; name: string };

/** A posting read once for the skills it asks for: the builder asks again on every edit. */
export type PostingSkills = { posting: string; skills: readonly PostingSkill[] };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A requirement as the posting first writes it, from the sentence it was read in ("PostgreSQL", "IEPs"). */
function asWritten(
  r: PostingRequirement,
  posting: string,
): { text: string; midSentence: boolean } | undefined {
  const words = r.label.split(' ').map(escaped).join('[\\s/–-]+');
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${words})(?![\\p{L}\\p{N}])`, 'iu');
  const found = pattern.exec(posting.slice(r.first));
  if (found === null) return undefined;
  const before = posting.slice(0, r.first + found.index + (found[1] as string).length);
  return { text: found[2] as string, midSentence: !/(?:^|[.!?:\n•*-])\s*$/.test(before) };
}

/** Every word capitalised mid-sentence, as a product's name is: "Google Classroom", not "English learners". */
const aName = (written: ReturnType<typeof asWritten>): boolean =>
  written?.midSentence === true && written.text.split(/[\s/–-]+/).every((w) => /^\p{Lu}/u.test(w));

const DEGREES = degreeEquivalents();
const MOST_WORDS = 4;

/**
 * Whether a requirement is a skill a resume lists: one the matcher knows or names like a tool
 * ("SLOs", "CI/CD"), one of the known practices or role lists ("conduit bending"), or a name the
 * posting capitalises mid-sentence ("Aeries", "Google Classroom"). Not a duty ("educate
 * patients"), a degree, or what the job is about ("ventilated patients", "commercial buildings").
 */
function isListable(r: PostingRequirement, written: ReturnType<typeof asWritten>): boolean {
  if (r.duty || DEGREES.has(r.key) || r.label.split(' ').length > MOST_WORDS) return false;
  return r.known || PHRASE_KEYS.has(r.key) || listedSkill(r.key) !== undefined || aName(written);
}

/** The posting's skills, most important first. Needs `loadPostingReader()`, as the job match does. */
export function readPostingSkills(posting: string): PostingSkills {
  const skills = postingRequirements(posting).flatMap((requirement) => {
    const written = asWritten(requirement, posting);
    if (!isListable(requirement, written)) return [];
    const name = listedSkill(requirement.key)?.name ?? capitalised(written?.text ?? requirement.label);
    return [{ requirement, name }];
  });
  return { posting, skills };
}
