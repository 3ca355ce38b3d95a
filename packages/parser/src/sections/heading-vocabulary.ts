import { foldedWords } from '@resume/core';
import { HEADING_QUALIFIERS, HEADING_WORDS, type SectionKind } from '../lexicon/heading-words';
import { HEADINGS } from './thresholds';

export type { SectionKind };

const isHeadingWord = (word: string): boolean =>
  HEADING_QUALIFIERS.has(word) || HEADING_WORDS.some(([, list]) => list.has(word));

/** Every heading word, longest first so the letters split into whole words. */
const headingVocabulary = (): string[] =>
  [...new Set([...HEADING_WORDS.flatMap(([, list]) => [...list]), ...HEADING_QUALIFIERS])].sort(
    (a, b) => b.length - a.length,
  );

/**
 * Letter-spaced headings arrive as "W O R K E X P E R I E N C E": the word gap is lost. Splits
 * the letters back into heading words, or returns null when they do not spell heading words.
 */
export function respaceHeading(letters: string): string | null {
  const text = foldedWords(letters).join('');
  const vocabulary = headingVocabulary();
  // best[i]: the words spelling text.slice(0, i), or null.
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= text.length; end++) {
    best[end] = null;
    for (const word of vocabulary) {
      const start = end - word.length;
      if (start >= 0 && best[start] && text.slice(start, end) === word) {
        best[end] = [...best[start]!, word];
        break;
      }
    }
  }
  return best[text.length]?.join(' ') ?? null;
}

/**
 * The kind of section a heading announces, or null when the text is not heading vocabulary.
 * Whole words only: "Coursework" never counts as "work".
 */
export function classifyHeading(text: string): SectionKind | null {
  const words = foldedWords(text);
  if (words.length === 0 || words.length > HEADINGS.vocabularyWords || !words.every(isHeadingWord))
    return null;
  const kinds = HEADING_WORDS.filter(([, list]) => words.some((w) => list.has(w))).map(([kind]) => kind);
  if (kinds.length === 0) return null;
  // "Research Interests" are interests; "Summary of Qualifications" is a summary, not education.
  if (kinds.includes('interests')) return 'interests';
  if (kinds.includes('summary') && words.includes('qualifications')) return 'summary';
  // "Career Summary", "Career Objective", "Professional Profile": the summary word is the head.
  if (kinds.includes('summary') && kinds[0] === 'experience') return 'summary';
  // "Programming Languages" and "Computer Languages" list skills; "Languages" alone are spoken.
  if (kinds[0] === 'languages' && words.some((w) => w === 'programming' || w === 'computer')) return 'skills';
  // "Academic Positions", "Academic Projects", "Academic Publications": "academic" only qualifies
  // the kind its noun names; education needs an education noun ("Academic Qualifications").
  const education = HEADING_WORDS.find(([kind]) => kind === 'education')![1];
  const educationNouns = words.filter((w) => education.has(w) && w !== 'academic' && w !== 'academics');
  if (kinds[0] === 'education' && kinds.length > 1 && educationNouns.length === 0) return kinds[1]!;
  // "Work" or "Experience" qualify other kinds: "Work Samples" is not experience, "Project Experience" is projects.
  return kinds[0]!;
}
