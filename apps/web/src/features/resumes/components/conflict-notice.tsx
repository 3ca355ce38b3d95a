import { describePath } from '../editor/resume-document';

type Props = {
  conflicts: string[];
  onUseTheirs(): void;
  onKeepMine(): void;
  /** What was changed elsewhere, as the notice names it: "This {subject} was also changed…". */
  subject?: string;
};

/** Both this tab and another writer changed the same fields: the person decides which to keep. */
export function ConflictNotice({ conflicts, onUseTheirs, onKeepMine, subject = 'resume' }: Props) {
  if (conflicts.length === 0) return null;
  const fields = [...new Set(conflicts.map(describePath))].join(', ');
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">This {subject} was also changed in another tab or device.</p>
      <p className="mt-1">
        Everything was merged. Both versions changed: <strong>{fields}</strong> — your version is kept for
        now.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onKeepMine}
          className="rounded-md bg-amber-600 px-3 py-1.5 font-medium text-white hover:bg-amber-700"
        >
          Keep mine
        </button>
        <button
          type="button"
          onClick={onUseTheirs}
          className="rounded-md border border-amber-400 px-3 py-1.5 font-medium hover:bg-amber-100"
        >
          Use the other version
        </button>
      </div>
    </div>
  );
}
