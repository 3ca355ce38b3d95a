import { respaceHeading } from './heading-vocabulary';
import { HEADINGS } from './thresholds';

/**
 * Letters set one by one ("E X P E R I E N C E"), where a kerned pair may arrive as one piece
 * ("E D U C AT I O N", "S U M M A RY").
 */
function isLetterSpaced(text: string): boolean {
  const tokens = text.split(' ');
  const { minTokens, singleShare } = HEADINGS.letterSpaced;
  if (tokens.length < minTokens || !tokens.every((t) => /^\p{L}{1,2}$/u.test(t))) return false;
  return tokens.filter((t) => t.length === 1).length >= singleShare * tokens.length;
}

/** "E X P E R I E N C E" (letter-spaced) and "Skills:" read as plain heading words. */
export function headingText(text: string): string {
  const out = text
    .normalize('NFC')
    .trim()
    .replace(/[:：]$/, '')
    .trim();
  if (isLetterSpaced(out)) {
    const letters = out.replace(/ /g, '');
    return respaceHeading(letters) ?? letters;
  }
  return out.replace(/\s{2,}/g, ' ');
}
