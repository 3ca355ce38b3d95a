import { jobTerms } from '../analysis/checks/job-fit';
import { resumeEvidence, resumeShows } from '../analysis/posting/evidence';
import type { PostingRequirement } from '../analysis/posting/requirements';

/**
 * How much a piece of the resume (a skill, an achievement, a sentence) answers the posting, read by
 * the same matcher as the job match: a required requirement it shows counts twice a nice-to-have.
 */
export type PostingReading = {
  posting: string;
  requirements: readonly PostingRequirement[];
};

/** Needs `loadPostingReader()` first, as the job match does. */
export const readPosting = (posting: string): PostingReading => ({
  posting,
  requirements: jobTerms(posting),
});

export function requirementsShownBy(text: string, reading: PostingReading): PostingRequirement[] {
  if (text.trim() === '') return [];
  const evidence = resumeEvidence(text, reading.posting);
  return reading.requirements.filter((r) => resumeShows(r, evidence));
}

export const relevance = (text: string, reading: PostingReading): number =>
  requirementsShownBy(text, reading).reduce((sum, r) => sum + (r.required ? 2 : 1), 0);

/** The items, most relevant first; equally relevant ones keep their order (a stable sort). */
export function byRelevance<T>(items: readonly T[], text: (item: T) => string, reading: PostingReading): T[] {
  const scored = items.map((item, index) => ({ item, index, score: relevance(text(item), reading) }));
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.item);
}
