import { APPLICATION_LIMITS, type ApplicationContact } from '@resume/core';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { contactErrorKey, type DraftErrors } from './draft';

const FIELDS = [
  { key: 'name', label: 'Name', type: 'text' },
  { key: 'role', label: 'Their role', type: 'text' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
] as const;

const EMPTY_CONTACT: ApplicationContact = { name: '', role: '', email: '', phone: '' };

type Props = {
  contacts: ApplicationContact[];
  errors: DraftErrors;
  onChange(contacts: ApplicationContact[]): void;
};

/** The people at the company: recruiter, hiring manager, referrer; up to the contract's limit. */
export function ContactsEditor({ contacts, errors, onChange }: Props) {
  const change = (index: number, patch: Partial<ApplicationContact>) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">Contacts</legend>
      {contacts.length === 0 && <p className="text-sm text-slate-600">No contacts yet.</p>}
      {contacts.map((contact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id; rows are edited in place
        <div key={index} className="rounded-lg border border-slate-200 p-3">
          <div className="grid gap-2 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={`Contact ${index + 1}: ${field.label}`}
                type={field.type}
                maxLength={APPLICATION_LIMITS.contactFieldChars}
                value={contact[field.key]}
                onValueChange={(value) => change(index, { [field.key]: value })}
                error={errors[contactErrorKey(index, field.key)]}
              />
            ))}
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            onClick={() => onChange(contacts.filter((_, i) => i !== index))}
          >
            <Trash2 className="size-4" aria-hidden /> Remove contact {index + 1}
          </Button>
        </div>
      ))}
      {contacts.length < APPLICATION_LIMITS.contacts && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...contacts, EMPTY_CONTACT])}>
          <Plus className="size-4" aria-hidden /> Add a contact
        </Button>
      )}
    </fieldset>
  );
}
