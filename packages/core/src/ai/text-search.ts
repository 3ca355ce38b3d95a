/** Whole-word search in resume and posting text, shared by the offline writer and the fact check. */

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word search, ignoring case: "Go" is found in "Go and Rust" but not in "Google". */
export function containsPhrase(text: string, phrase: string): boolean {
  const words = phrase.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  if (words === '') return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}
