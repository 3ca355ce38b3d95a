import { isKnownSkill, runKey, type Token } from '../text/terms';
import { initialsMatch } from './abbreviations';

/**
 * "Hands-on UKG (Kronos)", "microinverters (Enphase)", "an EHR (Epic)": a single name in brackets
 * right after a phrase is another name for it, or the product the posting means by it. The two are
 * one requirement, and a resume that shows either meets it. Abbreviations whose letters spell the
 * phrase are read by `equivalents`; this reads the names whose letters do not.
 */
/**
 * A name in plain letters ("Kronos", "Enphase"). Known skills, acronyms and tool-shaped names in
 * brackets are asked for themselves: "Python (pandas)", "PLCs (Allen-Bradley)", "(HIPAA)".
 */
const plainName = (t: Token): boolean => /^\p{L}\p{Ll}+$/u.test(t.text) && !isKnownSkill(t);

export function bracketAliases(phrases: readonly Token[][], sentence: string): Map<Token[], Token[]> {
  const aliases = new Map<Token[], Token[]>();
  if (!sentence.includes('(')) return aliases;
  const end = (p: Token[]) => {
    const last = p[p.length - 1] as Token;
    return last.position + last.surface.length;
  };
  for (const phrase of phrases) {
    const start = (phrase[0] as Token).position;
    // The phrase is all the bracket holds: "(Kronos)", not "(CBC, chemistry, urinalysis)".
    if (!/\(\s*$/.test(sentence.slice(0, start)) || !/^\s*\)/.test(sentence.slice(end(phrase)))) continue;
    const open = sentence.lastIndexOf('(', start);
    const before = phrases.find((p) => p !== phrase && /^\s*$/.test(sentence.slice(end(p), open)));
    if (before === undefined) continue;
    if (
      (phrase.length <= 3 && phrase.every(plainName)) ||
      slashedAcronyms(phrase) ||
      spellsTail(phrase, before) ||
      unknownAcronym(phrase, before) ||
      otherAcronym(phrase, before)
    )
      aliases.set(phrase, before);
  }
  return aliases;
}

/**
 * "stormwater (SWPPP)", "hazardous waste (RCRA)", "Student Study Team (SST)": an acronym alone in
 * brackets that is not a skill known on its own is the program, rule or body the phrase before it
 * is read under, one requirement with it. A known one ("confidentiality (HIPAA)") is asked for itself,
 * one that spells the phrase is a defined abbreviation, read by `equivalents`, and one after a kind
 * of credential or tool names the one asked for.
 */
const KINDS =
  /^(?:certifications?|certificates?|credentials?|licen[cs]es?|systems?|software|platforms?|tools?|exams?)$/i;

function unknownAcronym(phrase: Token[], before: Token[]): boolean {
  const short = phrase[0] as Token;
  if (phrase.length !== 1 || !/^\p{Lu}{3,6}$/u.test(short.text) || isKnownSkill(short)) return false;
  // "Kubernetes certification (CKA)", "our maintenance tracking system (TRAX)": after a kind of
  // credential or tool, the acronym names the one asked for.
  if (KINDS.test((before[before.length - 1] as Token).text)) return false;
  return !initialsMatch(
    before.flatMap((t) => t.text.split(/[-/]/)),
    short.text,
  );
}

/**
 * "MIG (GMAW)", "flux-core (FCAW)", "lockout/tagout (LOTO)": an acronym in brackets right after a
 * one-word name that is an acronym or a compound is that name's other name, the standard's or the
 * trade's. After a plain word it is asked for itself ("confidentiality (HIPAA)"); one that spells
 * the compound's parts is a defined abbreviation ("owner-architect-contractor (OAC)").
 */
function otherAcronym(phrase: Token[], before: Token[]): boolean {
  const short = phrase[0] as Token;
  if (phrase.length !== 1 || !/^\p{Lu}{3,5}$/u.test(short.text)) return false;
  // The tokenizer may split "lockout/tagout" in two; joined by a slash or hyphen, it is one word.
  const glued = before.slice(1).every((t) => /^[-/]$/.test(t.gap));
  if (!glued || before.length > 3) return false;
  const name = before.map((t, i) => (i === 0 ? t.text : `${t.gap}${t.text}`)).join('');
  const compound = /^\p{Lu}{2,5}$/u.test(name) || /\p{L}[-/]\p{L}/u.test(name);
  return compound && !initialsMatch(name.split(/[-/]/), short.text);
}

/**
 * "Master of Library Science (MLS/MLIS)": acronyms joined by slashes in brackets are the phrase's
 * short names, each of them.
 */
const slashedAcronyms = (phrase: Token[]): boolean =>
  slashed(phrase) && phrase.every((t) => /^\p{Lu}{2,6}s?$/u.test(t.text));

const slashed = (phrase: Token[]): boolean =>
  phrase.length >= 2 && phrase.every((t, i) => i === 0 || t.gap === '/');

/** The keys of each word of "MLS/MLIS": a resume names one of them, not the pair. */
export const slashedKeys = (phrase: Token[]): string[] =>
  slashed(phrase) ? phrase.map((t) => runKey([t])) : [];

/**
 * "GWO Basic Safety Training (BST)": an acronym in brackets that spells the last words of the phrase
 * before it, though not the whole phrase, is the same requirement. (One that spells the whole phrase
 * is read as a defined abbreviation.)
 */
function spellsTail(phrase: Token[], before: Token[]): boolean {
  const short = phrase[0] as Token;
  if (phrase.length !== 1 || !/^\p{Lu}{2,6}s?$/u.test(short.text)) return false;
  const words = before.map((t) => t.text);
  for (let n = 2; n < words.length; n++) if (initialsMatch(words.slice(-n), short.text)) return true;
  return false;
}

/** What opens a list of examples right after a phrase: "an ESP such as Braze", "a SIEM (Splunk, QRadar)". */
const EXAMPLES_OPEN = /^\s*,?\s*(?:such as|e\.g\.,?|for example|\((?:e\.g\.,?\s*)?)\s*/i;

/**
 * "Experience with an ESP such as Braze, Iterable or Klaviyo", "a SIEM (Splunk, QRadar or
 * Sentinel)": the phrases listed after a kind of thing are examples of it, and a resume that shows
 * any of them shows the kind. Examples in brackets stay requirements of their own (a posting lists
 * there the skills it means: "enemy AI (behavior trees, state machines)"); examples after "such as"
 * or "e.g." are the kind asked for by other names, one requirement with it (`examplesFolded`).
 */
export function examplesOf(phrases: readonly Token[][], sentence: string): Map<Token[], Token[][]> {
  const examples = new Map<Token[], Token[][]>();
  for (const kind of phrases) {
    const last = kind[kind.length - 1] as Token;
    const end = last.position + last.surface.length;
    const open = EXAMPLES_OPEN.exec(sentence.slice(end));
    if (!open || open[0].trim() === '' || open[0].trim() === ',') continue;
    const from = end + open[0].length;
    // The list runs to the bracket's close, or to the end of the clause.
    const stop = open[0].includes('(') ? ')' : ';';
    const to = sentence.indexOf(stop, from) < 0 ? sentence.length : sentence.indexOf(stop, from);
    const listed = phrases.filter(
      (p) => p !== kind && (p[0] as Token).position >= from && (p[0] as Token).position < to,
    );
    if (listed.length > 0) examples.set(kind, listed);
  }
  return examples;
}

/** Each example named after "such as" or "e.g." (not in brackets), mapped to the kind it names. */
export function examplesFolded(phrases: readonly Token[][], sentence: string): Map<Token[], Token[]> {
  const kindOf = new Map<Token[], Token[]>();
  for (const [kind, listed] of examplesOf(phrases, sentence)) {
    const last = kind[kind.length - 1] as Token;
    if (/^\s*\(/.test(sentence.slice(last.position + last.surface.length))) continue;
    for (const example of listed) if (!kindOf.has(example)) kindOf.set(example, kind);
  }
  return kindOf;
}

/**
 * "Advanced life support (ALS)", "Basic Life Support (BLS)": the words an acronym in brackets spells
 * are one name, with the ones that would otherwise read as qualifiers ("advanced", "basic").
 */
export function spelledByTheAcronymAfter(segment: Token[], next: Token | undefined): Token[] {
  if (next === undefined || !next.gap.includes('(') || !/^\p{Lu}{2,6}s?$/u.test(next.text)) return [];
  for (let n = 2; n <= Math.min(6, segment.length); n++) {
    const tail = segment.slice(-n);
    const words = tail.map((t) => t.text);
    if (initialsMatch(words, next.text)) return tail;
  }
  return [];
}
