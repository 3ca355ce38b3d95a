import { Columns3, Table2 } from 'lucide-react';
import { useState } from 'react';

export type View = 'board' | 'table';
const KEY = 'applications-view';

const stored = (): View => {
  try {
    return localStorage.getItem(KEY) === 'table' ? 'table' : 'board';
  } catch {
    return 'board';
  }
};

/** Board or table, remembered in this browser: the person comes back to the view they left. */
export function useViewChoice() {
  const [view, setView] = useState<View>(stored);
  const choose = (next: View) => {
    setView(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Storage refused (private mode, full): the choice lasts until the page is left.
    }
  };
  return [view, choose] as const;
}

const OPTIONS = [
  { view: 'board', label: 'Board', Icon: Columns3 },
  { view: 'table', label: 'Table', Icon: Table2 },
] as const;

export function ViewToggle({ view, onChange }: { view: View; onChange(view: View): void }) {
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">View</legend>
      {OPTIONS.map(({ view: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${view === option ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          <Icon className="size-4" aria-hidden /> {label}
        </button>
      ))}
    </fieldset>
  );
}
