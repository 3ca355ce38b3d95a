import { type Experience, emptyExperience } from '@resume/core';
import { Briefcase } from 'lucide-react';
import { memo } from 'react';
import { Checkbox, TextArea, TextField } from '@/components/ui/fields';
import { ImproveField } from '@/features/ai-writer';
import { useGuidance } from '@/features/onboarding';
import { AchievementsEditor } from '../components/achievements-editor';
import { AddEntryButton } from '../components/add-entry-button';
import { EntryCard } from '../components/entry-card';
import { MonthField } from '../components/month-field';
import { entryEdits } from '../entry-edits';
import { memoSection } from '../memo-section';
import type { EditResume, StepProps } from '../types';

function entryTitle(job: Experience, index: number): string {
  const parts = [job.job_title, job.company].filter((p) => p.trim());
  return parts.length ? parts.join(' at ') : `Position ${index + 1}`;
}

function ExperienceFields({
  job,
  title,
  path,
  onChange,
}: {
  job: Experience;
  title: string;
  path: string;
  onChange(job: Experience): void;
}) {
  const set =
    <K extends keyof Experience>(field: K) =>
    (value: Experience[K]) =>
      onChange({ ...job, [field]: value });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Job title"
          value={job.job_title}
          onValueChange={set('job_title')}
          data-field={`${path}.job_title`}
        />
        <TextField
          label="Company"
          value={job.company}
          onValueChange={set('company')}
          data-field={`${path}.company`}
        />
        <TextField label="City" value={job.city} onValueChange={set('city')} data-field={`${path}.city`} />
        <TextField
          label="Country"
          value={job.country}
          onValueChange={set('country')}
          data-field={`${path}.country`}
        />
        <MonthField
          label="Start date"
          value={job.start_date}
          onValueChange={set('start_date')}
          field={`${path}.start_date`}
        />
        {!job.is_current && (
          <MonthField
            label="End date"
            field={`${path}.end_date`}
            value={job.end_date ?? ''}
            onValueChange={(v) => set('end_date')(v || null)}
          />
        )}
      </div>
      <Checkbox
        label="I currently work here"
        checked={job.is_current}
        onCheckedChange={(checked) =>
          onChange({ ...job, is_current: checked, end_date: checked ? null : job.end_date })
        }
      />
      <ImproveField
        field={`${path}.company_description`}
        text={job.company_description}
        what="company description"
        context={title}
      >
        {({ button, panel }) => (
          <div className="space-y-2">
            <div className="flex items-start gap-2">
              <TextArea
                label="About the company"
                rows={2}
                value={job.company_description}
                onValueChange={set('company_description')}
                data-field={`${path}.company_description`}
                hint="Optional: one line on what the company does."
                className="min-w-0 flex-1"
              />
              {button && <div className="pt-6">{button}</div>}
            </div>
            {panel}
          </div>
        )}
      </ImproveField>
      <AchievementsEditor
        jobLabel={title}
        path={`${path}.achievements`}
        achievements={job.achievements}
        onChange={set('achievements')}
      />
    </div>
  );
}

type EntryProps = { job: Experience; index: number; count: number; edit: EditResume };

/** One position; memoised, so typing in one job leaves the others unrendered. */
const ExperienceEntry = memo(function ExperienceEntry({ job, index, count, edit }: EntryProps) {
  const title = entryTitle(job, index);
  const edits = entryEdits(edit, 'experience', index);
  return (
    <EntryCard
      title={title}
      field={`experience.${index}`}
      index={index}
      count={count}
      onMove={edits.onMove}
      onRemove={edits.onRemove}
    >
      <ExperienceFields job={job} title={title} path={`experience.${index}`} onChange={edits.onChange} />
    </EntryCard>
  );
});

function ExperienceList({ data, edit, showErrors }: StepProps) {
  const { hints } = useGuidance();
  const jobs = data.experience;
  const add = () =>
    edit((d) => ({ ...d, experience: [...d.experience, { ...emptyExperience(), achievements: [''] }] }));
  return (
    <div className="space-y-4" data-field="experience">
      {jobs.length === 0 && (
        <div
          className={`rounded-xl border border-dashed p-8 text-center ${showErrors ? 'border-red-300' : 'border-slate-300'}`}
        >
          <Briefcase className="mx-auto size-8 text-slate-400" aria-hidden />
          <p className="mt-2 font-medium">No experience yet</p>
          <p className="text-sm text-slate-500">{hints.experience}</p>
          {showErrors && <p className="mt-2 text-sm text-red-700">Add at least one experience entry</p>}
        </div>
      )}
      {jobs.map((job, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; order is their identity
        <ExperienceEntry key={i} job={job} index={i} count={jobs.length} edit={edit} />
      ))}
      <AddEntryButton
        list="experience"
        count={data.experience.length}
        onAdd={add}
        entryField={`experience.${data.experience.length}`}
      >
        Add a position
      </AddEntryButton>
    </div>
  );
}

export const ExperienceStep = memoSection(ExperienceList, (d) => [d.experience]);
