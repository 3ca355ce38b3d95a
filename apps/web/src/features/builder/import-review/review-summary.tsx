import type { ImportCheck } from '@resume/core';
import { CheckMarks } from './check-mark';

type Props = { resumeId: string; count: number; unplaced: ImportCheck[]; warnings: string[] };

const thingsToCheck = (count: number) =>
  count === 0 ? 'Nothing looked uncertain' : `${count} ${count === 1 ? 'thing' : 'things'} to check`;

/** The top of the review: how many readings to check, and what could not be read at all. */
export function ReviewSummary({ resumeId, count, unplaced, warnings }: Props) {
  return (
    <section
      aria-labelledby="review-summary"
      className={`rounded-xl border p-4 md:p-5 ${count ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200 bg-white'}`}
    >
      <h2 id="review-summary" className="font-semibold">
        {thingsToCheck(count)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {count
          ? 'We were not sure of these readings. Each one is marked “Check this” below; fix it now with Edit, or later in the builder.'
          : 'Still, look over what we read before you go on.'}
      </p>
      <CheckMarks resumeId={resumeId} checks={unplaced} />
      {warnings.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-medium">What we could not read</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
