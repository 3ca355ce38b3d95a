import { isKnownSkill, isRoleNoun, isStopWord, type Token } from '../text/terms';

/**
 * The employer's name as a posting speaks of it, so that it is never read as a requirement.
 */

/**
 * Technical-looking words name a tool or standard, never an employer: "C++", "Node.js", "S3",
 * "AWS", "CI/CD", and names with a capital inside ("SageMaker", "MLflow").
 */
const technical = (t: Token): boolean =>
  /[\d+#./&]/.test(t.text) ||
  /^\p{Lu}{2,}s?$/u.test(t.text) ||
  /\p{Ll}\p{Lu}|^\p{Lu}{2,}\p{Ll}/u.test(t.text);

const capitalised = (t: Token): boolean => /^\p{Lu}/u.test(t.text);
const EMPLOYER_BEFORE = new Set(['at', 'join', 'about', 'joining']);
const EMPLOYER_AFTER = new Set(
  'is are was has have helps makes builds manages provides offers serves operates believes powers'.split(' '),
);
const LEADING_WORDS = new Set(['at', 'join', 'joining', 'about', 'the', 'our', 'why', 'and']);

/** "The Cavitron is a plus": what follows says the name is a tool the job prefers, not the employer. */
const preferenceAfter = (segment: Token[], from: number) =>
  /^(?:a plus|an? (?:asset|bonus|advantage|must)|preferred|required|helpful|nice|desired|desirable)\b/.test(
    segment
      .slice(from, from + 2)
      .map((t) => t.text.toLowerCase())
      .join(' '),
  );

/**
 * The employer's name, read from how postings speak of it: "At X", "Join X", "About X", "X is",
 * "X helps". The name is a run of capitalised words (joined by "&" at most) that is not a skill or
 * a role; it may repeat in shorter forms ("Brightwater Labs", "Brightwater").
 */
export function employerNames(segments: Token[][]): Set<string> {
  const names = new Set<string>();
  // A name is never written in lower case: "The Data team is" does not name an employer "Data".
  const ordinary = new Set(
    segments
      .flat()
      .filter((t) => !capitalised(t))
      .map((t) => t.raw),
  );
  for (const segment of segments) {
    let i = 0;
    while (i < segment.length) {
      if (!capitalised(segment[i] as Token)) {
        i++;
        continue;
      }
      let j = i + 1;
      while (
        j < segment.length &&
        capitalised(segment[j] as Token) &&
        /^\s*&?\s*$/.test((segment[j] as Token).gap)
      )
        j++;
      let run = segment.slice(i, j);
      const before = segment[i - 1]?.text.toLowerCase();
      const after = segment[j]?.text.toLowerCase();
      let cue =
        (before !== undefined && EMPLOYER_BEFORE.has(before)) ||
        (after !== undefined && EMPLOYER_AFTER.has(after) && !preferenceAfter(segment, j + 1));
      while (run.length > 0 && LEADING_WORDS.has((run[0] as Token).text.toLowerCase())) {
        cue ||= EMPLOYER_BEFORE.has((run[0] as Token).text.toLowerCase());
        run = run.slice(1);
      }
      const last = run[run.length - 1];
      const named =
        cue &&
        last !== undefined &&
        run.length <= 4 &&
        !isRoleNoun(last) &&
        !ordinary.has((run[0] as Token).raw) &&
        run.some((t) => !isKnownSkill(t) && !technical(t) && !isStopWord(t.text));
      if (named) {
        names.add(run.map((t) => t.raw).join(' '));
        names.add((run[0] as Token).raw);
      }
      i = j;
    }
  }
  return names;
}
