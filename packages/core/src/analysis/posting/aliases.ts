import { isKnownSkill, type Token } from '../text/terms';

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
    if (before !== undefined && phrase.length <= 3 && phrase.every(plainName)) aliases.set(phrase, before);
  }
  return aliases;
}
