import { tokenize } from '../analysis/text/terms';
import { ROLE_SKILLS, type RoleSkills } from './role-skills';

/** A title's words as the matcher keys them: "Nurses" is "nurse", "Front-End" is "frontend". */
const wordsOf = (text: string): string[] =>
  tokenize(text)
    .flat()
    .map((t) => t.raw);

const PROFILES = ROLE_SKILLS.map((role) => ({ role, titles: role.titles.map(wordsOf) }));

const contains = (title: string[], phrase: string[]): boolean =>
  title.some((_, i) => phrase.every((word, j) => title[i + j] === word));

/** The longest of a role's title phrases found in a title, in words; 0 when none is. */
const matchLength = (title: string[], phrases: string[][]): number =>
  Math.max(0, ...phrases.filter((p) => contains(title, p)).map((p) => p.length));

/**
 * The roles a job title names. The longest match wins ("sales associate", a shop's, over "sales");
 * roles matched equally well all count ("Front-end Developer" is a front-end and a software role).
 */
export function rolesOf(title: string): RoleSkills[] {
  const words = wordsOf(title);
  const lengths = PROFILES.map((p) => matchLength(words, p.titles));
  const best = Math.max(0, ...lengths);
  return best === 0 ? [] : PROFILES.filter((_, i) => lengths[i] === best).map((p) => p.role);
}
