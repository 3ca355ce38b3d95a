import { type CustomEntry, type CustomSection, emptyCustomEntry } from '@resume/core';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextArea, TextField } from '@/components/ui/fields';
import { AddEntryButton } from '../components/add-entry-button';
import { MonthField } from '../components/month-field';
import { withEntry } from './section-edits';

type Props = {
  section: CustomSection;
  /** What the section prints under: named in every label, so each field says which entry it edits. */
  heading: string;
  onChange(section: CustomSection): void;
};

/** Bullets are typed one per line; blank lines are dropped when the resume prints. */
const bulletsText = (bullets: string[]) => bullets.join('\n');
const bulletsOf = (text: string) => text.split('\n');

function EntryFields({
  entry,
  name,
  onChange,
  onRemove,
}: {
  entry: CustomEntry;
  name: string;
  onChange(entry: CustomEntry): void;
  onRemove(): void;
}) {
  const set = <K extends keyof CustomEntry>(field: K, value: CustomEntry[K]) =>
    onChange({ ...entry, [field]: value });
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{name}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Title" value={entry.title} onValueChange={(v) => set('title', v)} maxLength={300} />
        <TextField
          label="Subtitle"
          value={entry.subtitle}
          onValueChange={(v) => set('subtitle', v)}
          maxLength={300}
        />
        <MonthField label="Start" value={entry.start_date} onValueChange={(v) => set('start_date', v)} />
        <MonthField label="End" value={entry.end_date} onValueChange={(v) => set('end_date', v)} />
        <TextField
          label="Place"
          value={entry.place}
          onValueChange={(v) => set('place', v)}
          maxLength={300}
          className="sm:col-span-2"
        />
      </div>
      <TextArea
        label="Description"
        value={entry.description}
        onValueChange={(v) => set('description', v)}
        rows={3}
        maxLength={3000}
      />
      <TextArea
        label="Bullets"
        hint="One per line."
        value={bulletsText(entry.bullets)}
        onValueChange={(v) => set('bullets', bulletsOf(v))}
        rows={3}
      />
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
        <Trash2 className="size-4" aria-hidden /> Remove entry
      </Button>
    </fieldset>
  );
}

/** The entries of a section of the person's own: title, subtitle, dates, place, description, bullets. */
export function CustomSectionEditor({ section, heading, onChange }: Props) {
  return (
    <div className="space-y-3">
      {section.entries.map((entry, index) => (
        <EntryFields
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; they are edited in place
          key={index}
          entry={entry}
          name={`${heading} entry ${index + 1}`}
          onChange={(next) => onChange(withEntry(section, index, next))}
          onRemove={() => onChange({ ...section, entries: section.entries.filter((_, i) => i !== index) })}
        />
      ))}
      <AddEntryButton
        list="custom_entries"
        count={section.entries.length}
        size="sm"
        onAdd={() => onChange({ ...section, entries: [...section.entries, emptyCustomEntry()] })}
      >
        Add an entry
      </AddEntryButton>
    </div>
  );
}
