import { APPLICATION_LIMITS } from '@resume/core';
import { SelectField, TextArea, TextField } from '@/components/ui/fields';
import type { Draft, DraftErrors } from './draft';
import type { DraftSetter } from './use-draft';

const PERIODS = [
  { value: 'year', label: 'per year' },
  { value: 'month', label: 'per month' },
  { value: 'hour', label: 'per hour' },
] as const;

type Props = { draft: Draft; set: DraftSetter; errors: DraftErrors };

/** The salary range's ends: whole numbers, either may stay empty. */
const AMOUNTS = [
  { key: 'salary_min', label: 'From' },
  { key: 'salary_max', label: 'To' },
] as const;

function SalaryFields({ draft, set, errors }: Props) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700">Salary range</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {AMOUNTS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="number"
            min={0}
            inputMode="numeric"
            value={draft[key]}
            onValueChange={set(key)}
            error={errors[key]}
          />
        ))}
        <TextField
          label="Currency"
          maxLength={3}
          value={draft.salary_currency}
          onValueChange={set('salary_currency')}
          error={errors.salary_currency}
        />
        <SelectField
          label="Period"
          value={draft.salary_period}
          options={PERIODS}
          onValueChange={(v) => set('salary_period')(v as Draft['salary_period'])}
        />
      </div>
    </fieldset>
  );
}

/** The one-line fields, with the contract's lengths; company and role are required. */
const LINES = [
  { key: 'company', label: 'Company', max: APPLICATION_LIMITS.companyChars, required: true },
  { key: 'role', label: 'Role', max: APPLICATION_LIMITS.roleChars, required: true },
  { key: 'place', label: 'Place', max: APPLICATION_LIMITS.placeChars, required: false },
  { key: 'posting_url', label: 'Posting link', max: APPLICATION_LIMITS.postingUrlChars, required: false },
] as const;

/** The job itself: who, what, where, the posting and pay, and the person's notes. */
export function JobFields({ draft, set, errors }: Props) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {LINES.map(({ key, label, max, required }) => (
          <TextField
            key={key}
            label={label}
            type={key === 'posting_url' ? 'url' : 'text'}
            required={required}
            maxLength={max}
            value={draft[key]}
            onValueChange={set(key)}
            error={errors[key]}
          />
        ))}
      </div>
      <TextArea
        label="Posting text"
        maxLength={APPLICATION_LIMITS.postingTextChars}
        value={draft.posting_text}
        onValueChange={set('posting_text')}
        error={errors.posting_text}
      />
      <SalaryFields draft={draft} set={set} errors={errors} />
      <TextArea
        label="Notes"
        maxLength={APPLICATION_LIMITS.notesChars}
        value={draft.notes}
        onValueChange={set('notes')}
        error={errors.notes}
        rows={3}
      />
    </div>
  );
}
