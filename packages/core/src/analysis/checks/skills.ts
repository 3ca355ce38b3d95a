import { isBlank, wordCount } from '../../text/words';
import type { AnalysisContext } from '../context';
import { type CheckResult, clamp01, type Finding, plural, quote } from '../findings';
import { THRESHOLDS } from '../thresholds';

/** "Node.js", "node js" and "NodeJS" are one skill listed twice. */
export const skillKey = (name: string): string => name.toLowerCase().replace(/[\s.\-_/]+/g, '');

function duplicates(names: { name: string; index: number }[]): Finding[] {
  const seen = new Map<string, string>();
  const findings: Finding[] = [];
  for (const { name, index } of names) {
    const key = skillKey(name);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, name.trim());
      continue;
    }
    findings.push({
      id: 'skills-duplicate',
      severity: 'warning',
      category: 'skills',
      message: `${quote(name)} is listed twice (also as ${quote(first)}).`,
      field: `skills.${index}.name`,
      suggestion: 'Remove the repeat and use the freed space for another skill the job asks for.',
    });
  }
  return findings;
}

function tooLong(names: { name: string; index: number }[]): Finding[] {
  return names
    .filter(({ name }) => wordCount(name) > THRESHOLDS.skillWords)
    .map(({ name, index }) => ({
      id: 'skill-too-long',
      severity: 'info',
      category: 'skills',
      message: `${quote(name)} reads as a sentence, not a skill.`,
      field: `skills.${index}.name`,
      suggestion:
        'Name each skill in a few words ("Stakeholder management"); show the rest in your achievements.',
    }));
}

function countFinding(count: number): Finding | undefined {
  const { min, max } = THRESHOLDS.skills;
  if (count === 0 || (count >= min && count <= max)) return undefined; // none: completeness reports it
  const few = count < min;
  return {
    id: few ? 'skills-too-few' : 'skills-too-many',
    severity: few ? 'warning' : 'info',
    category: 'skills',
    message: `You list ${plural(count, 'skill')}; aim for ${min}-${max}.`,
    field: 'skills',
    suggestion: few
      ? 'Add the tools, methods and strengths your target jobs ask for; applicant tracking systems search for them.'
      : 'Keep the skills that matter for the job you want; a long list hides the important ones.',
  };
}

/** Enough distinct skills earn the marks; repeats and sentence-long entries cost a little each. */
export function checkSkills(ctx: AnalysisContext): CheckResult {
  const names = ctx.data.skills
    .map((s, index) => ({ name: s.name, index }))
    .filter(({ name }) => !isBlank(name));
  const dupes = duplicates(names);
  const distinct = names.length - dupes.length;
  if (distinct === 0) return { ratio: 0, findings: [] };
  const { min, max } = THRESHOLDS.skills;
  const countScore = distinct < min ? distinct / min : distinct > max ? 0.85 : 1;
  const long = tooLong(names);
  const count = countFinding(distinct);
  return {
    ratio: clamp01(countScore - 0.1 * dupes.length - 0.05 * long.length),
    findings: [...(count ? [count] : []), ...dupes, ...long],
  };
}
