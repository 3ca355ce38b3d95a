import { type ComponentProps, type ReactNode, useId } from 'react';

export const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 disabled:bg-slate-50 md:text-sm';

type Props = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something beside the input inside its frame, e.g. a show-password toggle. */
  trailing?: ReactNode;
};

/**
 * A labelled input for react-hook-form (`{...register('email')}` passes its ref through): the error,
 * or else the hint, is announced with the field.
 */
export function TextInput({ label, error, hint, trailing, className = '', id: givenId, ...input }: Props) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${error ? 'border-red-400' : 'border-slate-300'} ${trailing ? 'pr-11' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <div id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
            {hint}
          </div>
        )
      )}
    </div>
  );
}
