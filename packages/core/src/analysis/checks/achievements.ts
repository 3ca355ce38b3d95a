import { isBlank, leadingWords, wordCount } from '../../text/words';
import { type AnalysisContext, hasContent, type RoleStatus, roleLabel, roleStatus } from '../context';
import {
  type CheckResult,
  clamp01,
  type Finding,
  type FindingId,
  plural,
  quote,
  type Severity,
} from '../findings';
import { fillerPhrases, firstPersonWords, hasNumber, weakOpener, withoutSubject } from '../text/phrases';
import { matchCase, openingVerb, pastTense } from '../text/verbs';
import { THRESHOLDS } from '../thresholds';

/** How much of an achievement's quality each problem takes away. */
const PENALTY = { weakStart: 0.5, firstPerson: 0.3, tense: 0.3, tooShort: 0.5, tooLong: 0.3, filler: 0.1 };

type Achievement = { text: string; field: string; status: RoleStatus };
type Review = { findings: Finding[]; penalty: number; quantified: boolean };

const finding = (
  id: FindingId,
  severity: Severity,
  a: Achievement,
  message: string,
  suggestion: string,
): Finding => ({
  id,
  severity,
  category: 'experience',
  message,
  field: a.field,
  suggestion,
});

function reviewAchievement(a: Achievement): Review {
  const findings: Finding[] = [];
  let penalty = 0;
  const shown = quote(a.text);
  const pronouns = firstPersonWords(a.text);
  if (pronouns.length > 0) {
    penalty += PENALTY.firstPerson;
    const list = [...new Set(pronouns)].map((p) => `"${p}"`).join(', ');
    findings.push(
      finding(
        'achievement-first-person',
        'warning',
        a,
        `${shown} uses ${list}.`,
        'Drop the pronoun and start with the verb: "I built the API" becomes "Built the API".',
      ),
    );
  }
  const weak = weakOpener(a.text);
  if (weak) {
    penalty += PENALTY.weakStart;
    findings.push(
      finding(
        'achievement-weak-start',
        'warning',
        a,
        `${shown} opens with "${weak}", which describes a duty rather than what you achieved.`,
        'Start with a strong action verb and the outcome, e.g. "Cut onboarding time 30% by …", "Built …", "Led …".',
      ),
    );
  }
  const [first = '', second = ''] = leadingWords(withoutSubject(a.text), 2);
  const verb = openingVerb(first, second);
  if (a.status === 'past' && (verb.form === 'present' || verb.form === 'gerund')) {
    penalty += PENALTY.tense;
    const past = matchCase(first, pastTense(verb.base));
    findings.push(
      finding(
        'achievement-tense',
        'warning',
        a,
        `"${first}" is present tense, but this role has ended.`,
        `Describe past roles in the past tense: "${past} …".`,
      ),
    );
  }
  const words = wordCount(a.text);
  const { min, max } = THRESHOLDS.achievementWords;
  if (words < min) {
    penalty += PENALTY.tooShort;
    findings.push(
      finding(
        'achievement-too-short',
        'warning',
        a,
        `${shown} has only ${plural(words, 'word')}, too little to show what you did.`,
        'Say what you did, how, and what came of it: "Automated weekly reporting, saving 6 hours a week".',
      ),
    );
  } else if (words > max) {
    penalty += PENALTY.tooLong;
    findings.push(
      finding(
        'achievement-too-long',
        'warning',
        a,
        `${shown} runs to ${words} words; recruiters skim past anything over ${max}.`,
        'Keep one result per line: split it or cut it to the action and the outcome.',
      ),
    );
  }
  const filler = fillerPhrases(a.text);
  if (filler.length > 0) {
    penalty += Math.min(PENALTY.filler * filler.length, 0.3);
    const advice = filler.map((f) => `"${f.phrase}" (${f.advice})`).join('; ');
    findings.push(
      finding(
        'achievement-filler',
        'info',
        a,
        `${shown} contains filler: ${advice}.`,
        'Cut the filler words; the facts are stronger on their own.',
      ),
    );
  }
  return { findings, penalty, quantified: hasNumber(a.text) };
}

/** When too few achievements carry a number, each one without is pointed out. */
function metricFindings(achievements: Achievement[], reviews: Review[]): Finding[] {
  const quantified = reviews.filter((r) => r.quantified).length;
  if (quantified >= THRESHOLDS.quantifiedShare * achievements.length) return [];
  const share = `${quantified} of ${plural(achievements.length, 'achievement')}`;
  return achievements
    .filter((_, i) => !reviews[i]?.quantified)
    .map((a) =>
      finding(
        'achievement-no-metric',
        'info',
        a,
        `${quote(a.text)} has no number; only ${share} on your resume show a measurable result.`,
        'Add the scale or result: how many, how much, how fast, what percentage (e.g. "for 40k users", "cut costs 15%").',
      ),
    );
}

/** Every non-blank achievement with its role's status, and the roles that have none. */
function achievementsOf(ctx: AnalysisContext): {
  achievements: Achievement[];
  roles: number;
  emptyRoles: Finding[];
} {
  const achievements: Achievement[] = [];
  const emptyRoles: Finding[] = [];
  let roles = 0;
  ctx.data.experience.forEach((role, i) => {
    if (!hasContent(role)) return;
    roles++;
    const status = roleStatus(role, ctx.nowMonth);
    const own = role.achievements
      .map((text, j) => ({ text, field: `experience.${i}.achievements.${j}`, status }))
      .filter((a) => !isBlank(a.text));
    if (own.length === 0) {
      emptyRoles.push({
        id: 'experience-no-achievements',
        severity: 'warning',
        category: 'experience',
        message: `${roleLabel(role, i)} lists no achievements.`,
        field: `experience.${i}.achievements`,
        suggestion:
          'Add 3-5 lines on what you achieved there, each starting with an action verb and showing a result.',
      });
    }
    achievements.push(...own);
  });
  return { achievements, roles, emptyRoles };
}

/**
 * Quality of each line (verb, voice, tense, length, filler) weighs most, then how many lines carry
 * numbers, then whether every role has achievements at all.
 */
export function checkAchievements(ctx: AnalysisContext): CheckResult {
  const { achievements, roles, emptyRoles } = achievementsOf(ctx);
  if (achievements.length === 0) return { ratio: 0, findings: emptyRoles };
  const reviews = achievements.map(reviewAchievement);
  const quality = reviews.reduce((sum, r) => sum + clamp01(1 - r.penalty), 0) / reviews.length;
  const quantifiedShare = reviews.filter((r) => r.quantified).length / reviews.length;
  const quantified = Math.min(1, quantifiedShare / THRESHOLDS.quantifiedShare);
  const rolesWithAchievements = (roles - emptyRoles.length) / roles;
  const ratio = 0.5 * quality + 0.35 * quantified + 0.15 * rolesWithAchievements;
  return {
    ratio: clamp01(ratio),
    findings: [
      ...emptyRoles,
      ...reviews.flatMap((r) => r.findings),
      ...metricFindings(achievements, reviews),
    ],
  };
}
