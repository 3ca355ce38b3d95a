import { isKnownSkill, PHRASE_KEYS, runKey, SKILL_KEYS, type Token, tokenize } from '../analysis/text/terms';
import { listedSkill } from './listed';
import { capitalised } from './skill-term';

/** A skill the person names in their own words, and whether its wording alone makes it one. */
export type Mention = { key: string; name: string; named: boolean };

const LONGEST = 4;

/**
 * "Kafka" and "CI/CD" mid-sentence name a tool; "dashboards", "inventory" or a capital that only
 * opens a sentence may be any noun, and count only when the person's role or the posting backs them.
 */
const namedAlone = (t: Token): boolean =>
  /[\d+#./&]/.test(t.text) || /\p{Lu}/u.test(t.sentenceStart ? t.text.slice(1) : t.text);

/**
 * A title capitalises every word: there a word names a skill when it is one in lower case too
 * ("Java Developer", "ICU Nurse"), not when only its capital makes it one ("Access Coordinator").
 */
const namedInTitle = (t: Token): boolean => isKnownSkill({ ...t, text: t.text.toLowerCase() });

/** A run of words that is a skill the matcher knows, or one of the role lists. */
function mentionAt(segment: Token[], i: number, n: number, reading: Reading): Mention | undefined {
  const run = segment.slice(i, i + n);
  const key = runKey(run);
  const listed = listedSkill(key);
  const known = n === 1 ? isKnownSkill(run[0] as Token) : SKILL_KEYS.has(key) || PHRASE_KEYS.has(key);
  if (listed === undefined && !known) return undefined;
  const last = run[n - 1] as Token;
  const surface = reading.text.slice((run[0] as Token).position, last.position + last.surface.length);
  const named = (reading.title ? namedInTitle : namedAlone)(run[0] as Token);
  return { key: listed?.key ?? key, name: listed?.name ?? capitalised(surface), named: n > 1 || named };
}

/** The longest skill that starts at a word, and how many words it takes. */
function longestAt(
  segment: Token[],
  i: number,
  reading: Reading,
): { mention: Mention; length: number } | undefined {
  for (let n = Math.min(LONGEST, segment.length - i); n > 0; n--) {
    const mention = mentionAt(segment, i, n, reading);
    if (mention !== undefined) return { mention, length: n };
  }
  return undefined;
}

/** A text to read, and whether it is a job title. */
type Reading = { text: string; title: boolean };

/** The skills a text names, the longest at each word: "wound care", not "care". */
export function mentionedSkills(text: string, { title = false } = {}): Mention[] {
  const found: Mention[] = [];
  for (const segment of tokenize(text))
    for (let i = 0; i < segment.length; ) {
      const at = longestAt(segment, i, { text, title });
      if (at !== undefined) found.push(at.mention);
      i += at?.length ?? 1;
    }
  return found;
}
