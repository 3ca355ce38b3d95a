/** Words as a reader counts them: runs of letters or digits, keeping "Node.js", "C++", "don't". */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.+#/-]*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function wordCount(text: string): number {
  return words(text).length;
}

/** The first word of an achievement, without bullets or quotes in front of it. */
export function leadingWords(text: string, n: number): string[] {
  return words(text)
    .slice(0, n)
    .map((w) => w.replace(/[.'’]+$/, ''));
}

export const isBlank = (text: string | null | undefined): boolean => !text || text.trim() === '';
