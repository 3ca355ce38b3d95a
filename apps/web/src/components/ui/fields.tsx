import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20';

type FieldFrameProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
};

function FieldFrame({ id, label, hint, error, children, className = '' }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** What a text input and a text area share: a label, the value, a hint or an error. */
type TextControlProps = {
  label: string;
  value: string;
  onValueChange(value: string): void;
  hint?: ReactNode;
  error?: string | null;
};

/** The props that tie a control to its frame: value, change, and the accessible error or hint. */
function controlProps(id: string, { value, onValueChange, hint, error }: TextControlProps) {
  return {
    id,
    value,
    onChange: (e: { target: { value: string } }) => onValueChange(e.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    className: `${inputClass} ${error ? 'border-red-400' : 'border-slate-300'}`,
  };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & TextControlProps;

export function TextField({ label, value, onValueChange, hint, error, className, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input {...controlProps(id, { label, value, onValueChange, hint, error })} {...rest} />
    </FieldFrame>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> &
  TextControlProps;

export function TextArea({
  label,
  value,
  onValueChange,
  hint,
  error,
  className,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea rows={rows} {...controlProps(id, { label, value, onValueChange, hint, error })} {...rest} />
    </FieldFrame>
  );
}

type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange(value: string): void;
  className?: string;
};

export function SelectField({ label, value, options, onValueChange, className }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} className={className}>
      <select
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        className={`${inputClass} border-slate-300`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type CheckboxProps = { label: string; checked: boolean; onCheckedChange(checked: boolean): void };

export function Checkbox({ label, checked, onCheckedChange }: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onCheckedChange(e.target.checked)}
        className="size-4 rounded border-slate-300 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
