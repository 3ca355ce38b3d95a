import { isYearOnly } from '@resume/core';
import { TextField } from '@/components/ui/fields';

type Props = {
  label: string;
  value: string;
  onValueChange(value: string): void;
  disabled?: boolean;
  /** ResumeData path, for findings that point here. */
  field?: string;
};

/** A month picker storing `YYYY-MM`; a year-only date (from an upload) is shown until refined. */
export function MonthField({ label, value, onValueChange, disabled, field }: Props) {
  const yearOnly = isYearOnly(value);
  return (
    <TextField
      type="month"
      label={label}
      value={yearOnly ? '' : value}
      onValueChange={onValueChange}
      placeholder="YYYY-MM"
      pattern="\d{4}-\d{2}"
      disabled={disabled}
      data-field={field}
      hint={yearOnly ? `Year only: ${value}. Pick the month to be precise.` : undefined}
    />
  );
}
