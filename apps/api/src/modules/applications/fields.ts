import type { UpdateApplicationRequest } from '@resume/core';
import type { ApplicationChanges } from './repo';

/** The API's field names for the columns the person edits. */
const COLUMNS = {
  company: 'company',
  role: 'role',
  posting_url: 'postingUrl',
  posting_text: 'postingText',
  place: 'place',
  salary: 'salary',
  contacts: 'contacts',
  notes: 'notes',
  resume_id: 'resumeId',
  cover_letter_id: 'coverLetterId',
  remind_on: 'remindOn',
} as const satisfies Record<string, keyof ApplicationChanges>;

export type EditableFields = Omit<UpdateApplicationRequest, 'stage' | 'position'>;

/** The columns for the fields given; a field left out (undefined) is left as it is. */
export function columnsOf(fields: EditableFields): ApplicationChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = fields[field as keyof EditableFields];
    if (value !== undefined) changes[column] = value;
  }
  return changes as ApplicationChanges;
}
