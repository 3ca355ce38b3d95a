/**
 * The corpus scorer's matching rules (../shared/corpus/score.mjs), applied to ResumeData, so a
 * round-trip figure means the same as a corpus figure.
 */

/** Case, accents and punctuation ignored: "García-López" and "garcia lopez" are the same name. */
export const norm = (text: string): string =>
  text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const words = (text: string) => new Set(norm(text).split(' ').filter(Boolean));

function overlap(a: string, b: string): { shared: number; sizes: [number, number] } {
  const [left, right] = [words(a), words(b)];
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return { shared, sizes: [left.size, right.size] };
}

export function jaccard(a: string, b: string): number {
  const { shared, sizes } = overlap(a, b);
  return sizes[0] && sizes[1] ? shared / (sizes[0] + sizes[1] - shared) : 0;
}

export function wordF1(a: string, b: string): number {
  const { shared, sizes } = overlap(a, b);
  return sizes[0] && sizes[1] ? (2 * shared) / (sizes[0] + sizes[1]) : 0;
}

/** Company, institution, title and degree count as read when their words overlap this much. */
export const similar = (a: string, b: string): boolean => jaccard(a, b) >= 0.6;

/** Bullets and wrapped lines may change spacing, never words. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export const samePhone = (a: string, b: string): boolean => a.replace(/\D/g, '') === b.replace(/\D/g, '');

/** "London, United Kingdom" is read by "London, United Kingdom" or by "Flat 2, London, United Kingdom". */
export function sameLocation(a: string, b: string): boolean {
  const [left, right] = [norm(a), norm(b)];
  if (!left || !right) return false;
  if (left === right) return true;
  const [shorter, longer] = left.length < right.length ? [left, right] : [right, left];
  return shorter.split(' ').length >= 2 && ` ${longer} `.includes(` ${shorter} `);
}

/** A link is the same link with or without its scheme, `www.` or trailing slash. */
export const sameLink = (a: string, b: string): boolean => {
  const bare = (url: string) =>
    url
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/+$/, '');
  return bare(a) === bare(b);
};

/** Skills are credited with the F1 of exact items, case and spacing aside. */
export function itemF1(expected: readonly string[], read: readonly string[]): number {
  const item = (text: string) => squash(text).toLowerCase();
  const [want, got] = [new Set(expected.map(item).filter(Boolean)), new Set(read.map(item).filter(Boolean))];
  if (want.size + got.size === 0) return 1;
  let shared = 0;
  for (const name of want) if (got.has(name)) shared += 1;
  return (2 * shared) / (want.size + got.size);
}
