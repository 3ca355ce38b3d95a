import type { ReadingRow } from '@resume/core';

export type Side = 'layout' | 'ai';

type Props = { row: ReadingRow; side: Side; onPick(side: Side): void };

const NOTHING = 'Nothing read';

/** One side of a row: a radio with the value it would keep, as the reading shows it. */
function Option({ row, side, checked, onPick }: Props & { checked: boolean }) {
  const value = side === 'layout' ? row.layout : row.ai;
  const title = side === 'layout' ? 'Ours' : 'AI’s';
  return (
    <label
      className={`flex min-w-0 cursor-pointer gap-2 rounded-lg border p-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500 ${
        checked ? 'border-brand-500 bg-brand-50/60' : 'border-slate-200 bg-white hover:bg-slate-50'
      }`}
    >
      <input
        type="radio"
        name={`reading-${row.path}`}
        value={side}
        checked={checked}
        onChange={() => onPick(side)}
        className="mt-0.5 accent-brand-600"
      />
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">{title}</span>
        <span
          className={`block whitespace-pre-line break-words ${value === null ? 'italic text-slate-500' : 'text-slate-700'}`}
        >
          {value ?? NOTHING}
        </span>
      </span>
    </label>
  );
}

/**
 * One row of the comparison: the layout reading's value and the AI's side by side (stacked on a
 * phone), the person picking one. Ours is the default.
 */
export function ReadingRowChoice({ row, side, onPick }: Props) {
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{row.label}</legend>
      <div className="grid gap-2 md:grid-cols-2">
        <Option row={row} side="layout" checked={side === 'layout'} onPick={onPick} />
        <Option row={row} side="ai" checked={side === 'ai'} onPick={onPick} />
      </div>
    </fieldset>
  );
}
