import type { ResumeData } from '../schemas/resume';

export type RequiredField =
  | 'first_name'
  | 'last_name'
  | 'location'
  | 'contacts'
  | 'experience'
  | 'education'
  | 'skills'
  | 'summary';

export type MissingRequirement = {
  /** A ResumeData path, so a screen can point at the field. */
  field: RequiredField;
  /** The builder step where it is filled in. */
  step: 'contacts' | 'experience' | 'education' | 'skills' | 'summary';
  message: string;
};

const filled = (value: string | null | undefined) => (value ?? '').trim().length > 0;

/** An email or phone on the resume counts as a contact, as does any filled contacts entry. */
export function hasAnyContact(data: ResumeData): boolean {
  return filled(data.email) || filled(data.phone) || data.contacts.some((c) => filled(c.value));
}

/**
 * docs/product.md#resume-requirements: first name, last name and location, at least one contact,
 * a summary, a skill, an experience entry and an education entry. An email or phone on the
 * resume counts as a contact.
 */
export function missingRequirements(data: ResumeData): MissingRequirement[] {
  const missing: MissingRequirement[] = [];
  if (!filled(data.first_name))
    missing.push({ field: 'first_name', step: 'contacts', message: 'Add your first name' });
  if (!filled(data.last_name))
    missing.push({ field: 'last_name', step: 'contacts', message: 'Add your last name' });
  if (!filled(data.location))
    missing.push({ field: 'location', step: 'contacts', message: 'Add your location' });
  if (!hasAnyContact(data))
    missing.push({ field: 'contacts', step: 'contacts', message: 'Add at least one way to contact you' });
  if (!data.experience.some((e) => filled(e.job_title) || filled(e.company))) {
    missing.push({ field: 'experience', step: 'experience', message: 'Add at least one experience entry' });
  }
  if (!data.education.some((e) => filled(e.institution) || filled(e.degree))) {
    missing.push({ field: 'education', step: 'education', message: 'Add at least one education entry' });
  }
  if (!data.skills.some((s) => filled(s.name)))
    missing.push({ field: 'skills', step: 'skills', message: 'Add at least one skill' });
  if (!filled(data.summary))
    missing.push({ field: 'summary', step: 'summary', message: 'Write a short professional summary' });
  return missing;
}
