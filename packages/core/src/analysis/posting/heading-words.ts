/**
 * "Skills", "Technical skills", "Education and experience" head a list; "Experience with PLCs",
 * "Welding experience" and "Strong communication skills" are items of one, written without a
 * bullet. A line whose only heading cue is "skills" or "experience" heads a part only when every
 * other word is one a heading uses.
 */
const WEAK_CUE = /\b(?:skills?|experience)\b/;
const HEADING_WORDS = new Set(
  `skills skill experience and & your the you what we our required requirements relevant preferred
  desired key core technical professional education qualifications work job minimum basic
  knowledge abilities ability competencies background training certifications licenses licensure
  ideal candidate additional other must nice to have bring need needed and/or of or
  essential special general specific personal soft hard`.split(/\s+/),
);

/** Whether a short line that reads as a requirements heading by a weak cue is an item instead. */
export function itemNotHeading(lower: string, strongCue: RegExp): boolean {
  if (strongCue.test(lower) || !WEAK_CUE.test(lower)) return false;
  return lower
    .replace(/[:,/]+/g, ' ')
    .split(/\s+/)
    .some((w) => w !== '' && !HEADING_WORDS.has(w));
}
