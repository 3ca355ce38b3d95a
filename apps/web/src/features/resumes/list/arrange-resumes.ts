import type { ResumeListItem } from '@resume/core';

/** Sort and search appear once the list holds more than this many resumes: fewer fit one look. */
export const ARRANGE_FROM = 6;

export const RESUME_SORTS = [
  { value: 'edited', label: 'Last edited' },
  { value: 'name', label: 'Name' },
  { value: 'score', label: 'Score' },
] as const;
export type ResumeSort = (typeof RESUME_SORTS)[number]['value'];

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const newestFirst = (a: ResumeListItem, b: ResumeListItem) => b.updated_at.localeCompare(a.updated_at);

// Name: "CV 2" before "CV 10", whatever the case; a tie keeps the newest first.
const COMPARE: Record<ResumeSort, (a: ResumeListItem, b: ResumeListItem) => number> = {
  edited: newestFirst,
  name: (a, b) => collator.compare(a.name, b.name) || newestFirst(a, b),
  score: (a, b) => b.current_score - a.current_score || newestFirst(a, b),
};

/** Lower case without accents: "resume" finds "Résumé". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase();
}

/** Whether a resume's name or headline holds every word of `query`, in any order. */
export function matchesQuery(resume: ResumeListItem, query: string): boolean {
  const haystack = folded(`${resume.name} ${resume.title}`);
  return folded(query)
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

/** The resumes matching `query`, in the order `sort` asks for (the list's own is not changed). */
export function arrangeResumes(
  resumes: readonly ResumeListItem[],
  { sort, query }: { sort: ResumeSort; query: string },
): ResumeListItem[] {
  return resumes.filter((resume) => matchesQuery(resume, query)).sort(COMPARE[sort]);
}
