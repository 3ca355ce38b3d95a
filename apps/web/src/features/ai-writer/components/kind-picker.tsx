import { type WriterKind, writerKinds } from '@resume/core';
import { WRITER_KIND_COPY } from '../writer-kinds';

type Props = { value: WriterKind; onChange(kind: WriterKind): void };

/** The kinds of writing as native radio buttons (arrow keys move between them), shown as cards. */
export function KindPicker({ value, onChange }: Props) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">What to write</legend>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {writerKinds.map((kind) => (
          <label
            key={kind}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="writer-kind"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="size-4 accent-brand-600"
            />
            {WRITER_KIND_COPY[kind].label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
