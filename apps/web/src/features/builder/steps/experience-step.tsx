import { type Experience, emptyExperience } from '@resume/core';
import { Briefcase } from 'lucide-react';
import { Checkbox, TextArea, TextField } from '@/components/ui/fields';
import { ImproveField } from '@/features/ai-writer';
import { AchievementsEditor } from '../components/achievements-editor';
import { AddEntryButton } from '../components/add-entry-button';
import { EntryCard } from '../components/entry-card';
import { MonthField } from '../components/month-field';
import { move, removeAt, replaceAt } from '../list-ops';
import type { StepProps } from '../types';

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

export function ExperienceStep({ data, edit, showErrors }: StepProps) {
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
          <p className="text-sm text-slate-500">
            Add your most recent position first; internships and volunteering count too.
          </p>
          {showErrors && <p className="mt-2 text-sm text-red-700">Add at least one experience entry</p>}
        </div>
      )}
      {jobs.map((job, i) => {
        const title = entryTitle(job, i);
        return (
          <EntryCard
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; order is their identity
            key={i}
            title={title}
            field={`experience.${i}`}
            index={i}
            count={jobs.length}
            onMove={(to) => edit((d) => ({ ...d, experience: move(d.experience, i, to) }))}
            onRemove={() => edit((d) => ({ ...d, experience: removeAt(d.experience, i) }))}
          >
            <ExperienceFields
              job={job}
              title={title}
              path={`experience.${i}`}
              onChange={(next) => edit((d) => ({ ...d, experience: replaceAt(d.experience, i, next) }))}
            />
          </EntryCard>
        );
      })}
      <AddEntryButton list="experience" count={data.experience.length} onAdd={add}>
        Add a position
      </AddEntryButton>
    </div>
  );
}
