import { isKnownSkill, type Token } from '../text/terms';

/**
 * "stormwater (SWPPP) inspections", "lockout/tagout (LOTO) procedures": a lone word right after a
 * bracket is the head of the phrase the bracket interrupted, a generic noun that says what is done
 * with the thing ("inspections", "procedures", "reporting"); the thing before the bracket is the
 * requirement. A known skill there stays ("(RN) BLS").
 */
export const headAfterBracket = (phrase: Token[]): boolean =>
  phrase.length === 1 && /^\s*\)\s*$/.test((phrase[0] as Token).gap) && !isKnownSkill(phrase[0] as Token);
