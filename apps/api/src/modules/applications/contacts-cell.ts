import type { ApplicationContact } from '@resume/core';

/**
 * The contacts of one application in one CSV cell, readable and exact both ways:
 * `Jane Doe (Recruiter) <jane@example.com> +1 555 0100; Sam Lee <sam@example.com>`. Each contact
 * is its name, then its role in parentheses, its e-mail in angle brackets and its phone after
 * them (`<>` stands for no e-mail when there is a phone). A backslash keeps one of `\ ; ( ) < >`
 * in a value from being read as a separator.
 */
const SPECIAL = /[\\;()<>]/g;
const escaped = (value: string) => value.replace(SPECIAL, (c) => `\\${c}`);

function writeContact(contact: ApplicationContact): string {
  const parts = [escaped(contact.name)];
  if (contact.role) parts.push(`(${escaped(contact.role)})`);
  if (contact.email || contact.phone) parts.push(`<${escaped(contact.email)}>`);
  if (contact.phone) parts.push(escaped(contact.phone));
  return parts.join(' ');
}

export const writeContactsCell = (contacts: readonly ApplicationContact[]) =>
  contacts.map(writeContact).join('; ');

type Field = keyof ApplicationContact;
/** Plain text after a role belongs to the name again; after the e-mail, to the phone. */
const OPENS: Record<string, Field> = { '(': 'role', '<': 'email' };
const CLOSES: Record<string, Field> = { ')': 'name', '>': 'phone' };

const emptyContact = (): ApplicationContact => ({ name: '', role: '', email: '', phone: '' });

/** The contacts in a cell written as above; whitespace around each value is dropped. */
export function readContactsCell(cell: string): ApplicationContact[] {
  const contacts: ApplicationContact[] = [];
  let contact = emptyContact();
  let field: Field = 'name';
  const finish = () => {
    const trimmed = Object.fromEntries(Object.entries(contact).map(([k, v]) => [k, v.trim()]));
    if (Object.values(trimmed).some(Boolean)) contacts.push(trimmed as ApplicationContact);
    contact = emptyContact();
    field = 'name';
  };
  for (let i = 0; i < cell.length; i += 1) {
    const char = cell[i]!;
    if (char === '\\' && i + 1 < cell.length) contact[field] += cell[++i];
    else if (char === ';') finish();
    else if (OPENS[char]) field = OPENS[char];
    else if (CLOSES[char]) field = CLOSES[char];
    else contact[field] += char;
  }
  finish();
  return contacts;
}
