import type { ResumeListItem } from '@resume/core';

/** A list item as GET /resumes gives one; tests change what they need. */
export function listItem(overrides: Partial<ResumeListItem> & Pick<ResumeListItem, 'name'>): ResumeListItem {
  return {
    id: `id-${overrides.name}`,
    title: '',
    template: 'classic',
    score: null,
    current_score: 50,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Six resumes, newest first as the server lists them: enough for sort and search to appear. */
export const SIX_RESUMES: ResumeListItem[] = [
  listItem({
    name: 'CV 10',
    title: 'Data Analyst',
    current_score: 64,
    updated_at: '2026-03-06T09:00:00.000Z',
  }),
  listItem({
    name: 'Backend',
    title: 'Senior Go Engineer',
    current_score: 91,
    updated_at: '2026-03-05T09:00:00.000Z',
  }),
  listItem({
    name: 'cv 2',
    title: 'Product Designer',
    current_score: 38,
    updated_at: '2026-03-04T09:00:00.000Z',
  }),
  listItem({
    name: 'Résumé FR',
    title: 'Ingénieure logicielle',
    current_score: 77,
    updated_at: '2026-03-03T09:00:00.000Z',
  }),
  listItem({
    name: 'Teaching',
    title: 'Maths teacher',
    current_score: 55,
    updated_at: '2026-03-02T09:00:00.000Z',
  }),
  listItem({ name: 'Old draft', title: '', current_score: 12, updated_at: '2026-03-01T09:00:00.000Z' }),
];
