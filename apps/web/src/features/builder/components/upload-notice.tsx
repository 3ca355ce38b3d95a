import { X } from 'lucide-react';
import { Link } from 'react-router';

type Props = {
  warnings: string[];
  /** The sections probably misread, said as the import review says them. */
  misread?: string[];
  hasMissing: boolean;
  reviewPath: string;
  onDismiss(): void;
};

/** At the top of the builder after an upload: what could not be read, and where to look. */
export function UploadNotice({ warnings, misread = [], hasMissing, reviewPath, onDismiss }: Props) {
  const notes = [...misread, ...warnings];
  return (
    <section
      aria-label="About your uploaded resume"
      className="flex items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <div className="text-sm text-amber-900">
        <p className="font-medium">
          {notes.length > 0
            ? 'We read your resume, but not everything in it.'
            : 'We read your resume. Check that everything came through.'}
        </p>
        {notes.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        {hasMissing && <p className="mt-2">Required fields that are still empty are marked.</p>}
        <Link to={reviewPath} className="mt-2 inline-block font-medium underline">
          See what we read
        </Link>
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-amber-900 hover:bg-amber-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </section>
  );
}
