import { type ImportSectionConfidence, misreadAdvice, misreadHeadline } from '@resume/core';
import { FileWarning } from 'lucide-react';

/** The id of a section's misread note, for the review summary to point at. */
export const misreadNoteId = (section: string) => `misread-${section}`;

/**
 * A section the upload probably misread (low) or may have partly misread (medium), said plainly:
 * what, why, and what to do — compare it with the file and add what is missing.
 */
export function MisreadNote({ rating }: { rating: ImportSectionConfidence }) {
  const id = misreadNoteId(rating.section);
  const low = rating.confidence === 'low';
  return (
    <div
      id={id}
      role="note"
      aria-labelledby={`${id}-headline`}
      tabIndex={-1}
      className={`mt-3 rounded-lg border p-3 text-sm ${low ? 'border-red-300 bg-red-50 text-red-950' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
    >
      <p id={`${id}-headline`} className="flex items-center gap-1.5 font-semibold">
        <FileWarning className="size-4 shrink-0" aria-hidden />
        {misreadHeadline(rating)}
      </p>
      {rating.reasons.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-6">
          {rating.reasons.map((reason) => (
            <li key={reason} className="wrap-anywhere">
              {reason}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 font-medium">{misreadAdvice(rating.section)}</p>
    </div>
  );
}
