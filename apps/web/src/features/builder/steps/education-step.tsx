import { type Education, emptyEducation } from '@resume/core';
import { GraduationCap } from 'lucide-react';
import { memo } from 'react';
import { TextField } from '@/components/ui/fields';
import { useGuidance } from '@/features/onboarding';
import { AddEntryButton } from '../components/add-entry-button';
import { EntryCard } from '../components/entry-card';
import { MonthField } from '../components/month-field';
import { entryEdits } from '../entry-edits';
import { memoSection } from '../memo-section';
import type { EditResume, StepProps } from '../types';

function entryTitle(school: Education, index: number): string {
  const parts = [school.degree, school.institution].filter((p) => p.trim());
  return parts.length ? parts.join(', ') : `Education ${index + 1}`;
}

function EducationFields({
  school,
  path,
  onChange,
}: {
  school: Education;
  path: string;
  onChange(school: Education): void;
}) {
  const set =
    <K extends keyof Education>(field: K) =>
    (value: Education[K]) =>
      onChange({ ...school, [field]: value });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label="Degree"
        value={school.degree}
        onValueChange={set('degree')}
        data-field={`${path}.degree`}
        placeholder="e.g. BSc"
      />
      <TextField
        label="Field of study"
        value={school.field_of_study}
        onValueChange={set('field_of_study')}
        data-field={`${path}.field_of_study`}
      />
      <TextField
        label="Institution"
        value={school.institution}
        onValueChange={set('institution')}
        data-field={`${path}.institution`}
        className="md:col-span-2"
      />
      <TextField label="City" value={school.city} onValueChange={set('city')} data-field={`${path}.city`} />
      <TextField
        label="Country"
        value={school.country}
        onValueChange={set('country')}
        data-field={`${path}.country`}
      />
      <MonthField
        label="Start date"
        value={school.start_date}
        onValueChange={set('start_date')}
        field={`${path}.start_date`}
      />
      <MonthField
        label="Graduation date"
        field={`${path}.graduation_date`}
        value={school.graduation_date ?? ''}
        onValueChange={(v) => set('graduation_date')(v || null)}
      />
    </div>
  );
}

type EntryProps = { school: Education; index: number; count: number; edit: EditResume };

/** One school; memoised, so typing in one entry leaves the others unrendered. */
const EducationEntry = memo(function EducationEntry({ school, index, count, edit }: EntryProps) {
  const edits = entryEdits(edit, 'education', index);
  return (
    <EntryCard
      title={entryTitle(school, index)}
      field={`education.${index}`}
      index={index}
      count={count}
      onMove={edits.onMove}
      onRemove={edits.onRemove}
    >
      <EducationFields school={school} path={`education.${index}`} onChange={edits.onChange} />
    </EntryCard>
  );
});

function EducationList({ data, edit, showErrors }: StepProps) {
  const { hints } = useGuidance();
  const schools = data.education;
  return (
    <div className="space-y-4" data-field="education">
      {schools.length === 0 && (
        <div
          className={`rounded-xl border border-dashed p-8 text-center ${showErrors ? 'border-red-300' : 'border-slate-300'}`}
        >
          <GraduationCap className="mx-auto size-8 text-slate-400" aria-hidden />
          <p className="mt-2 font-medium">No education yet</p>
          <p className="text-sm text-slate-500">{hints.education}</p>
          {showErrors && <p className="mt-2 text-sm text-red-700">Add at least one education entry</p>}
        </div>
      )}
      {schools.map((school, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; order is their identity
        <EducationEntry key={i} school={school} index={i} count={schools.length} edit={edit} />
      ))}
      <AddEntryButton
        list="education"
        count={data.education.length}
        onAdd={() => edit((d) => ({ ...d, education: [...d.education, emptyEducation()] }))}
        entryField={`education.${data.education.length}`}
      >
        Add education
      </AddEntryButton>
    </div>
  );
}

export const EducationStep = memoSection(EducationList, (d) => [d.education]);
