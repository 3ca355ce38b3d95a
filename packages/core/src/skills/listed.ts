import { ROLE_SKILLS } from './role-skills';
import { skillTerm } from './skill-term';

/** A skill of the role lists: its name and the key it is compared by. */
export type ListedSkill = { key: string; name: string };

/** The role lists' skills by key, and by the other name in brackets ("NEC" for the code). */
const LISTED = new Map<string, ListedSkill>(
  ROLE_SKILLS.flatMap((role) => role.skills).flatMap((name) => {
    const term = skillTerm(name);
    return [term.key, ...term.alternatives].map((key) => [key, { key: term.key, name }] as const);
  }),
);

/**
 * The role lists' entry for a key, if any: a skill the posting or the person names is named as
 * the lists spell it, and counted once with the same skill from a role.
 */
export const listedSkill = (key: string): ListedSkill | undefined => LISTED.get(key);
