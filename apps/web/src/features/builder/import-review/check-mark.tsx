import type { ImportCheck } from '@resume/core';
import { TriangleAlert } from 'lucide-react';
import { builderFieldPath } from '../builder-links';
import { EditLink } from './edit-link';

type Props = { check: ImportCheck; editPath: string | null };

/**
 * Something read but uncertain, marked in words ("Check this") as well as colour, with the way to
 * fix it when the builder has a field for it.
 */
export function CheckMark({ check, editPath }: Props) {
  return (
    <div
      role="note"
      aria-label={`Check this: ${check.message}`}
      className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 py-1.5 pl-2.5 pr-1 text-sm text-amber-950"
    >
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold">
        <TriangleAlert className="size-3.5" aria-hidden />
        Check this
      </span>
      <span className="min-w-0 flex-1 basis-40 wrap-anywhere">{check.message}</span>
      {editPath && <EditLink to={editPath} what={`this: ${check.message}`} />}
    </div>
  );
}

/** Several checks in a row, each with its own way to the field it concerns. */
export function CheckMarks({ resumeId, checks }: { resumeId: string; checks: ImportCheck[] }) {
  return checks.map((check, i) => (
    <CheckMark
      // biome-ignore lint/suspicious/noArrayIndexKey: a parser may report the same check twice
      key={`${i}:${check.field}`}
      check={check}
      editPath={builderFieldPath(resumeId, check.field)}
    />
  ));
}
