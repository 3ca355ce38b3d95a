import { BENEFIT_MARKERS, BOILERPLATE_SENTENCE } from '../text/term-lists';
import {
  isBoilerplate,
  isKnownSkill,
  isPlace,
  isRoleNoun,
  isSeniority,
  isStateCode,
  isStopWord,
  runKey,
  type Token,
  tokenize,
} from '../text/terms';

/**
 * Reading a job posting for what it asks of a person: the sentences, names and places that are
 * never requirements taken out, and the role its title names. The job match (job-fit.ts) picks
 * its terms from what is left.
 */

/**
 * Technical-looking words name a tool or standard: "C++", "Node.js", "S3", "AWS", "CI/CD", and
 * names with a capital inside ("SageMaker", "MLflow").
 */
export const technical = (t: Token): boolean =>
  /[\d+#./&]/.test(t.text) ||
  /^\p{Lu}{2,}s?$/u.test(t.text) ||
  /\p{Ll}\p{Lu}|^\p{Lu}{2,}\p{Ll}/u.test(t.text);

/** Function words, posting boilerplate, and benefits or equal-opportunity words. */
export const ignored = (t: Token): boolean => isStopWord(t.text) || isBoilerplate(t);

/** Character ranges of the sentences that promise benefits or equal opportunity. */
function boilerplateRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(/[^.!?\n]+[.!?]*/g)) {
    const perks = (m[0].toLowerCase().match(BENEFIT_MARKERS) ?? []).length;
    if (BOILERPLATE_SENTENCE.test(m[0]) || perks >= 2) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

const capitalised = (t: Token): boolean => /^\p{Lu}/u.test(t.text);
const EMPLOYER_BEFORE = new Set(['at', 'join', 'about', 'joining']);
const EMPLOYER_AFTER = new Set(
  'is are was has have helps makes builds manages provides offers serves operates believes powers'.split(' '),
);
const LEADING_WORDS = new Set(['at', 'join', 'joining', 'about', 'the', 'our', 'why', 'and']);

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
        (after !== undefined && EMPLOYER_AFTER.has(after));
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

const HIRING = /\b(?:hiring|looking for|seeking|searching for|needs?|wants?)\b/i;

/**
 * Character ranges of the sentences that describe the employer rather than the job: those that open
 * with its name ("Corvane Software makes payroll tools", "At Corvane, designers…"), unless they say
 * whom it is hiring.
 */
function aboutEmployerRanges(text: string, employers: ReadonlySet<string>): [number, number][] {
  const ranges: [number, number][] = [];
  if (employers.size === 0) return ranges;
  for (const m of text.matchAll(/[^.!?\n]+[.!?]*/g)) {
    if (HIRING.test(m[0])) continue;
    const tokens = tokenize(m[0]).flat();
    const from = /^(?:at|about)$/i.test(tokens[0]?.text ?? '') ? 1 : 0;
    const opensWithName = [1, 2, 3, 4].some((n) =>
      employers.has(
        tokens
          .slice(from, from + n)
          .map((t) => t.raw)
          .join(' '),
      ),
    );
    if (opensWithName) ranges.push([m.index, m.index + m[0].length]);
  }
  return ranges;
}

/**
 * A company's description of itself names its business in ordinary words ("payroll tools",
 * "scheduling software") that the job does not ask for; only the tools it names there count.
 */
const namesATool = (t: Token): boolean =>
  technical(t) || (capitalised(t) && !t.sentenceStart && isKnownSkill(t));

/**
 * The segments with what is never a requirement taken out: benefits and equal-opportunity
 * sentences, the employer's name and places, and the ordinary words of the employer's description
 * of itself. A phrase never spans the gap they leave.
 */
export function requirementSegments(text: string): Token[][] {
  const segments = tokenize(text);
  const ranges = boilerplateRanges(text);
  const employers = employerNames(segments);
  const about = aboutEmployerRanges(text, employers);
  const within = (spans: [number, number][], t: Token) =>
    spans.some(([from, to]) => t.position >= from && t.position < to);
  const inBoilerplate = (t: Token) => within(ranges, t) || (within(about, t) && !namesATool(t));
  const out: Token[][] = [];
  for (const segment of segments) {
    const dropped = new Set<number>();
    segment.forEach((token, i) => {
      if (inBoilerplate(token) || isPlace(token) || isStateCode(token, token.gap)) dropped.add(i);
      if (!capitalised(token)) return;
      for (let n = 1; n <= 4 && i + n <= segment.length; n++) {
        const run = segment.slice(i, i + n);
        if (run.every(capitalised) && employers.has(run.map((t) => t.raw).join(' ')))
          for (let k = i; k < i + n; k++) dropped.add(k);
      }
    });
    let current: Token[] = [];
    segment.forEach((token, i) => {
      if (dropped.has(i)) {
        if (current.length > 0) out.push(current);
        current = [];
      } else current.push(token);
    });
    if (current.length > 0) out.push(current);
  }
  return out;
}

/**
 * The role a posting's title line names, without its seniority: "Senior Software Engineer" is
 * "software engineer", "Data Analyst at X" is "data analyst".
 */
export function titleRoles(text: string, segments: Token[][]): Set<string> {
  const roles = new Set<string>();
  const lineEnd = text.trimStart().search(/\n/);
  const end = text.length - text.trimStart().length + (lineEnd < 0 ? text.length : lineEnd);
  const title = segments.map((s) => s.filter((t) => t.position < end)).filter((s) => s.length > 0);
  if (title.flat().length > 12) return roles;
  for (const segment of title) {
    segment.forEach((token, i) => {
      if (!isRoleNoun(token)) return;
      let from = i;
      while (from > 0 && i - from < 2) {
        const prev = segment[from - 1] as Token;
        if (ignored(prev) || isSeniority(prev)) break;
        from--;
      }
      roles.add(runKey(segment.slice(from, i + 1)));
    });
  }
  return roles;
}
