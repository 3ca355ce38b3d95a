/** A word list written as text: one folded word (or phrase joined with "_") per blank-separated item. */
export const wordList = (list: string): Set<string> =>
  new Set(
    list
      .trim()
      .split(/\s+/)
      .map((w) => w.replace(/_/g, ' ')),
  );
