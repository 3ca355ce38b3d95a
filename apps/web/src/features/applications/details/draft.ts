import {
  type Application,
  type ApplicationContact,
  type CreateApplicationRequest,
  createApplicationRequestSchema,
  type SalaryRange,
} from '@resume/core';

/** The form's values as typed: numbers and days as text until they are sent. */
export type Draft = {
  company: string;
  role: string;
  place: string;
  posting_url: string;
  posting_text: string;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_period: SalaryRange['period'];
  contacts: ApplicationContact[];
  notes: string;
  resume_id: string | null;
  cover_letter_id: string | null;
  remind_on: string;
};

export const EMPTY_DRAFT: Draft = {
  company: '',
  role: '',
  place: '',
  posting_url: '',
  posting_text: '',
  salary_min: '',
  salary_max: '',
  salary_currency: 'USD',
  salary_period: 'year',
  contacts: [],
  notes: '',
  resume_id: null,
  cover_letter_id: null,
  remind_on: '',
};

export function draftOf(application: Application): Draft {
  const { salary } = application;
  const { company, role, place, posting_url, posting_text, contacts, notes } = application;
  return {
    company,
    role,
    place,
    posting_url,
    posting_text,
    contacts,
    notes,
    resume_id: application.resume_id,
    cover_letter_id: application.cover_letter_id,
    salary_min: salary?.min?.toString() ?? '',
    salary_max: salary?.max?.toString() ?? '',
    salary_currency: salary?.currency ?? 'USD',
    salary_period: salary?.period ?? 'year',
    remind_on: application.remind_on ?? '',
  };
}

const amount = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The editable fields as the API takes them: no salary when neither end is given. */
export function fieldsOf(draft: Draft) {
  const min = amount(draft.salary_min);
  const max = amount(draft.salary_max);
  return {
    company: draft.company,
    role: draft.role,
    place: draft.place,
    posting_url: draft.posting_url.trim(),
    posting_text: draft.posting_text,
    salary:
      min === null && max === null
        ? null
        : { min, max, currency: draft.salary_currency.toUpperCase(), period: draft.salary_period },
    contacts: draft.contacts,
    notes: draft.notes,
    resume_id: draft.resume_id,
    cover_letter_id: draft.cover_letter_id,
    remind_on: draft.remind_on || null,
  } satisfies CreateApplicationRequest;
}

export type DraftErrors = Partial<Record<string, string>>;

/** Where a contact field's mistake is kept among the draft's errors. */
export const contactErrorKey = (index: number, field: keyof ApplicationContact) =>
  `contacts.${index}.${field}`;

/** The form field an issue of the API's schema is about: each has a place on the form to be shown. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path;
  if (first === 'salary') return `salary_${String(second ?? 'min')}`;
  if (first === 'contacts' && typeof second === 'number' && typeof third === 'string')
    return contactErrorKey(second, third as keyof ApplicationContact);
  return String(first);
}

/** The form's mistakes by field, judged by the API's own rules (packages/core) before sending. */
export function draftErrors(draft: Draft): DraftErrors {
  const result = createApplicationRequestSchema.safeParse(fieldsOf(draft));
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    errors[fieldOf(issue.path)] ??= issue.message;
  }
  return errors;
}
