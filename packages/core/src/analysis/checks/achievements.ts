import { isBlank, leadingWords, wordCount } from '../../text/words';
import { type AnalysisContext, hasContent, roleLabel, roleStatus, yearsOfExperience } from '../context';
import { type CheckResult, clamp01, type Finding, plural, quote } from '../findings';
import { type Evidence, evidenceOf } from '../text/evidence';
import { fillerPhrases, firstPersonWords, weakOpener, withoutSubject } from '../text/phrases';
import { matchCase, openingVerb, pastTense } from '../text/verbs';
import { THRESHOLDS } from '../thresholds';
import { type Achievement, achievementFinding as finding } from './achievement-finding';
import { depthFinding, depthRatio, outcomeFindings, outcomeRatio } from './outcomes';

/**
 * How the experience score is made: shown outcomes weigh most, and lose up to `poorlyWritten` of
 * their worth when the lines are badly written; the writing of every line (a duty well phrased reads
 * better than one badly phrased, though it is still a duty) and roles that have any achievements at
 * all count for the rest. A resume of duties keeps at most writing + roles.
 */
const EXPERIENCE_WEIGHTS = { outcomes: 0.7, writing: 0.15, roles: 0.15, poorlyWritten: 0.3 };

/** How much of an achievement's quality each problem takes away. */
const PENALTY = { weakStart: 0.5, firstPerson: 0.3, tense: 0.3, tooShort: 0.5, tooLong: 0.3, filler: 0.1 };

/** "I built …", "We ran …": the pronoun is the line's subject, not a word inside it. */
const leadingPronoun = (text: string): boolean => /^[^\p{L}\p{N}]*(?:I|We)\s/u.test(text);

type Review = { findings: Finding[]; penalty: number; evidence: Evidence };

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
        leadingPronoun(a.text)
          ? 'Drop the pronoun and start with the verb: "I built the API" becomes "Built the API".'
          : 'Rewrite it without the pronoun; the line is yours already: "grew our revenue" becomes "grew revenue".',
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
  return { findings, penalty, evidence: evidenceOf(a.text) };
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
 * Outcomes weigh most: a line earns the experience its marks by showing a result, and how well it
 * is written (verb, voice, tense, length, filler) scales what it earns, so a duty well phrased is
 * still a duty. A career of many years needs more than two such lines (depth). Whether every role
 * has achievements at all counts for the rest.
 */
export function checkAchievements(ctx: AnalysisContext): CheckResult {
  const { achievements, roles, emptyRoles } = achievementsOf(ctx);
  if (achievements.length === 0) return { ratio: 0, findings: emptyRoles };
  const reviews = achievements.map(reviewAchievement);
  const evidence = reviews.map((r) => r.evidence);
  const quality = reviews.reduce((sum, r) => sum + clamp01(1 - r.penalty), 0) / reviews.length;
  const { outcomes, writing, roles: roleWeight, poorlyWritten } = EXPERIENCE_WEIGHTS;
  const years = yearsOfExperience(ctx);
  const shown = outcomeRatio(evidence) * depthRatio(evidence, years) * (1 - poorlyWritten * (1 - quality));
  const rolesWithAchievements = (roles - emptyRoles.length) / roles;
  const depth = depthFinding(evidence, years);
  return {
    ratio: clamp01(outcomes * shown + writing * quality + roleWeight * rolesWithAchievements),
    findings: [
      ...emptyRoles,
      ...(depth ? [depth] : []),
      ...reviews.flatMap((r) => r.findings),
      ...outcomeFindings(achievements, evidence),
    ],
  };
}
