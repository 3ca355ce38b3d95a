import type { Token } from '../text/terms';

/**
 * "Processes biweekly payroll end to end", "owns the launch from start to finish": how completely a
 * thing is done is no part of it. The phrase loses the idiom's first noun.
 */
export function withoutEndToEnd(phrase: Token[], sentence: string): Token[] {
  const last = phrase[phrase.length - 1] as Token;
  if (phrase.length < 2 || !/^(?:end|start|beginning)$/i.test(last.text)) return phrase;
  const after = sentence.slice(last.position + last.surface.length);
  return /^\s+to\s+(?:end|finish|close)\b/i.test(after) ? phrase.slice(0, -1) : phrase;
}
