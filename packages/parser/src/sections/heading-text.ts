import { respaceHeading } from './heading-vocabulary';

/** "E X P E R I E N C E" (letter-spaced) and "Skills:" read as plain heading words. */
export function headingText(text: string): string {
  const out = text
    .trim()
    .replace(/[:：]$/, '')
    .trim();
  if (/^(\p{L} )+\p{L}$/u.test(out)) {
    const letters = out.replace(/ /g, '');
    return respaceHeading(letters) ?? letters;
  }
  return out.replace(/\s{2,}/g, ' ');
}
