export type RefineTab = 'analysis' | 'editor';

const TABS: { id: RefineTab; label: string }[] = [
  { id: 'analysis', label: 'Analysis' },
  { id: 'editor', label: 'Editor' },
];

/** The refine screen's two views, as an accessible tab list (arrow keys move between tabs). */
export function RefineTabs({ current, onSelect }: { current: RefineTab; onSelect(tab: RefineTab): void }) {
  return (
    <div
      role="tablist"
      aria-label="Refine"
      className="inline-flex rounded-lg bg-slate-100 p-1"
      onKeyDown={(event) => {
        if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
        const next = TABS[(TABS.findIndex((t) => t.id === current) + 1) % TABS.length]!;
        onSelect(next.id);
        requestAnimationFrame(() => document.getElementById(`tab-${next.id}`)?.focus());
      }}
    >
      {TABS.map((tab) => {
        const selected = tab.id === current;
        return (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`rounded-md px-4 py-1.5 text-sm font-medium ${selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
