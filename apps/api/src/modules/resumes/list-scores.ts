import { analyzeResume, storedResumeDataSchema, utcDay } from '@resume/core';

/** What the list shows of a resume's content. */
export type ListedContent = { title: string; currentScore: number };

/**
 * Resumes whose content was read for the list, remembered by id (one instance's memory, bounded):
 * the largest resume takes the engine tens of milliseconds, and a list is asked for far more often
 * than a resume changes.
 */
const KEPT = 5_000;
const known = new Map<string, { key: string; content: ListedContent }>();

/**
 * The headline and current score of a stored resume. A write bumps its version and last edit; the
 * day is in the key because the score depends on it ("is this role over?", years of career).
 */
export function listedContent(row: {
  id: string;
  version: number;
  updatedAt: Date;
  data: unknown;
}): ListedContent {
  const key = `${row.version}|${row.updatedAt.getTime()}|${utcDay()}`;
  const hit = known.get(row.id);
  // Deleted and inserted again, so that the least recently listed goes first past KEPT.
  known.delete(row.id);
  const content = hit?.key === key ? hit.content : readContent(row.data);
  known.set(row.id, { key, content });
  if (known.size > KEPT) known.delete(known.keys().next().value as string);
  return content;
}

function readContent(stored: unknown): ListedContent {
  const data = storedResumeDataSchema.parse(stored);
  return { title: data.title, currentScore: analyzeResume(data).score };
}
