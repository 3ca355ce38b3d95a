import { stepOfExtras } from './extras/extras-specs';
import type { BuilderStepId } from './types';

const CONTACT_FIELDS = new Set([
  'first_name',
  'middle_name',
  'last_name',
  'title',
  'email',
  'phone',
  'location',
  'contacts',
]);
const LIST_STEPS: Record<string, BuilderStepId> = {
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  summary: 'summary',
};

/**
 * The builder step that edits a ResumeData path (`experience.1.start_date` → experience,
 * `extras.links.0.url` → contacts), or null for a path the builder has no field for.
 */
export function stepOfField(field: string): BuilderStepId | null {
  const [head = '', list = ''] = field.split('.');
  if (CONTACT_FIELDS.has(head)) return 'contacts';
  if (head === 'extras') return stepOfExtras(list);
  return LIST_STEPS[head] ?? null;
}

/**
 * The builder on one resume, at a step and optionally a field to focus there (the same `field`
 * path the analysis uses, so a check or a finding can point at it).
 */
export function builderPath(resumeId: string, at: { step: BuilderStepId; field?: string }): string {
  const params = new URLSearchParams({ id: resumeId, step: at.step });
  if (at.field) params.set('field', at.field);
  return `/builder?${params}`;
}

/** The builder at the step and field of a ResumeData path, or null when the builder cannot edit it. */
export function builderFieldPath(resumeId: string, field: string): string | null {
  const step = stepOfField(field);
  return step ? builderPath(resumeId, { step, field }) : null;
}

/** The import review of a fresh upload: what was read, before the builder. */
export const importReviewPath = (resumeId: string) =>
  `/builder?${new URLSearchParams({ id: resumeId, review: '1' })}`;
