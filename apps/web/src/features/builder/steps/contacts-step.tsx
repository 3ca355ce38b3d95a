import { CONTACT_TYPE_LABELS, type Contact, contactTypes } from '@resume/core';
import { Trash2 } from 'lucide-react';
import { SelectField, TextField } from '@/components/ui/fields';
import { useGuidance } from '@/features/onboarding';
import { AddEntryButton } from '../components/add-entry-button';
import { removeAt, replaceAt } from '../list-ops';
import { memoSection } from '../memo-section';
import { PhotoField } from '../photo';
import type { StepProps } from '../types';

const contactOptions = contactTypes.map((value) => ({ value, label: CONTACT_TYPE_LABELS[value] }));

function Contacts({ data, edit, showErrors }: StepProps) {
  const { hints } = useGuidance();
  const set =
    (field: 'first_name' | 'middle_name' | 'last_name' | 'title' | 'email' | 'phone' | 'location') =>
    (value: string) =>
      edit((d) => ({ ...d, [field]: value }));
  const required = (value: string) => (showErrors && !value.trim() ? 'Required' : null);
  const hasContact = data.email.trim() || data.phone.trim() || data.contacts.some((c) => c.value.trim());
  const setContact = (index: number, contact: Contact) =>
    edit((d) => ({ ...d, contacts: replaceAt(d.contacts, index, contact) }));

  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label="First name"
          value={data.first_name}
          onValueChange={set('first_name')}
          data-field="first_name"
          autoComplete="given-name"
          error={required(data.first_name)}
        />
        <TextField
          label="Middle name"
          value={data.middle_name}
          onValueChange={set('middle_name')}
          data-field="middle_name"
          autoComplete="additional-name"
        />
        <TextField
          label="Last name"
          value={data.last_name}
          onValueChange={set('last_name')}
          data-field="last_name"
          autoComplete="family-name"
          error={required(data.last_name)}
        />
      </div>
      <TextField
        label="Title"
        value={data.title}
        onValueChange={set('title')}
        data-field="title"
        hint="The role you are aiming for, shown under your name."
        placeholder={hints.title}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          value={data.email}
          onValueChange={set('email')}
          data-field="email"
          autoComplete="email"
          error={showErrors && !hasContact ? 'Add at least one way to contact you' : null}
        />
        <TextField
          label="Phone"
          type="tel"
          value={data.phone}
          onValueChange={set('phone')}
          data-field="phone"
          autoComplete="tel"
        />
      </div>
      <TextField
        label="Location"
        value={data.location}
        onValueChange={set('location')}
        data-field="location"
        autoComplete="address-level2"
        placeholder="City, Country"
        error={required(data.location)}
      />
      <PhotoField photo={data.photo} edit={edit} />

      <div>
        <h3 className="text-sm font-medium text-slate-700">Other contacts and links</h3>
        <ul className="mt-2 space-y-3" data-field="contacts">
          {data.contacts.map((contact, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; order is their identity
              key={i}
              data-field={`contacts.${i}`}
              className="grid grid-cols-2 items-end gap-2 md:grid-cols-[8rem_10rem_minmax(0,1fr)]"
            >
              <SelectField
                label="Type"
                value={contact.type}
                options={contactOptions}
                onValueChange={(type) => setContact(i, { ...contact, type: type as Contact['type'] })}
              />
              <TextField
                label="Label"
                value={contact.label}
                onValueChange={(label) => setContact(i, { ...contact, label })}
                placeholder="Optional"
                data-field={`contacts.${i}.label`}
              />
              <div className="col-span-2 flex items-end gap-2 md:col-span-1">
                <TextField
                  label="Link or handle"
                  value={contact.value}
                  onValueChange={(value) => setContact(i, { ...contact, value })}
                  data-field={`contacts.${i}.value`}
                  className="min-w-0 flex-1"
                />
                <button
                  type="button"
                  aria-label={`Remove contact ${i + 1}`}
                  onClick={() => edit((d) => ({ ...d, contacts: removeAt(d.contacts, i) }))}
                  className="mb-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-red-700"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
        <AddEntryButton
          list="contacts"
          count={data.contacts.length}
          size="sm"
          className="mt-3"
          onAdd={() =>
            edit((d) => ({ ...d, contacts: [...d.contacts, { type: 'linkedin', value: '', label: '' }] }))
          }
          entryField={`contacts.${data.contacts.length}`}
        >
          Add a contact
        </AddEntryButton>
      </div>
    </div>
  );
}

export const ContactsStep = memoSection(Contacts, (d) => [
  d.first_name,
  d.middle_name,
  d.last_name,
  d.title,
  d.email,
  d.phone,
  d.location,
  d.photo,
  d.contacts,
]);
