import { inflect } from './offline/grammar';

/**
 * The part check, beside the fact check (fact-check.ts): a rewrite may make a line stronger, never
 * the person's part bigger. "Helped with the SOX audit" may become "Supported the SOX audit", not
 * "Conducted the SOX audit": a supporting verb in the source must stay a supporting verb, and no
 * verb that claims the lead may appear that the source did not have. It applies to any writer's
 * answer, a model's included.
 */

export type InflatedPart = {
  /** The supporting words of the source: "helped with". */
  supporting: string;
  /** The verb in the answer that claims more, or "" when the answer drops the support altogether. */
  claimed: string;
  message: string;
};

const SUPPORTING_BASES = ['help', 'assist', 'support', 'contribute', 'participate', 'aid'];

/** Verbs that claim the lead or the whole of a piece of work. */
const LEADING_BASES =
  `lead conduct build manage direct spearhead own head drive run deliver create develop design launch
  establish oversee implement execute organise organize architect author found pioneer orchestrate
  supervise coordinate chair command champion engineer initiate institute produce perform install
  prepare train onboard migrate ship`.split(/\s+/);

const formsOf = (base: string): string[] => [
  base,
  `${base}s`,
  inflect(base, 'past'),
  inflect(base, 'gerund'),
];

const wordsPattern = (words: readonly string[]): RegExp =>
  new RegExp(`(?<![\\p{L}])(?:${[...new Set(words)].join('|')})(?![\\p{L}])`, 'giu');

let patterns: { supporting: RegExp; leading: Map<string, string>; leadingWords: RegExp } | undefined;

/** Built on first use: the inflections come from the NLP library, not a table. */
function compiled() {
  if (patterns) return patterns;
  const leading = new Map<string, string>();
  for (const base of LEADING_BASES) for (const form of formsOf(base)) leading.set(form.toLowerCase(), base);
  patterns = {
    supporting: new RegExp(
      `(?<![\\p{L}])(?:${SUPPORTING_BASES.flatMap(formsOf).join('|')}|(?:was |were )?involved in|took part in|part of)(?:\\s+(?:with|in|on|to))?(?![\\p{L}])`,
      'iu',
    ),
    leading,
    leadingWords: wordsPattern([...leading.keys()]),
  };
  return patterns;
}

/** The bases of the leading verbs a text uses. */
function leadingIn(text: string): Map<string, string> {
  const { leading, leadingWords } = compiled();
  const found = new Map<string, string>();
  for (const m of text.matchAll(leadingWords)) {
    const base = leading.get(m[0].toLowerCase());
    if (base && !found.has(base)) found.set(base, m[0]);
  }
  return found;
}

/**
 * Whether `answer` inflates the part `source` gives the person: undefined when it does not, else
 * what the source said and what the answer claims. A source without a supporting verb passes.
 */
export function inflatedPart(source: string, answer: string): InflatedPart | undefined {
  const { supporting } = compiled();
  const support = supporting.exec(source)?.[0];
  if (!support) return undefined;
  const before = leadingIn(source);
  const claimed = [...leadingIn(answer)].find(([base]) => !before.has(base))?.[1];
  const stillSupporting = supporting.test(answer);
  if (stillSupporting && !claimed) return undefined;
  const said = support.toLowerCase();
  return {
    supporting: said,
    claimed: claimed ?? '',
    message: claimed
      ? `Your line says you "${said}"; "${claimed}" claims more than that. Keep your part as it was.`
      : `Your line says you "${said}"; the rewrite no longer says your part was a supporting one.`,
  };
}
