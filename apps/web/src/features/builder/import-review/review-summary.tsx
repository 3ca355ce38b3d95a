import { type ImportCheck, type ImportSectionConfidence, misreadHeadline } from '@resume/core';
import { CheckMarks } from './check-mark';
import { misreadNoteId } from './misread-note';

type Props = {
  resumeId: string;
  /** Uncertain readings and sections probably misread, together. */
  count: number;
  misread: ImportSectionConfidence[];
  unplaced: ImportCheck[];
  warnings: string[];
};

const thingsToCheck = (count: number) =>
  count === 0 ? 'Nothing looked uncertain' : `${count} ${count === 1 ? 'thing' : 'things'} to check`;

function explanation(count: number, misread: number): string {
  if (misread > 0)
    return 'Parts of your file were probably read wrongly. Compare each section marked below with your file and add what we missed — with Edit now, or later in the builder.';
  if (count > 0)
    return 'We were not sure of these readings. Each one is marked “Check this” below; fix it now with Edit, or later in the builder.';
  return 'Still, look over what we read before you go on.';
}

/**
 * The top of the review: how many things to check, which sections were probably misread (each a
 * link to its section), and what could not be read at all.
 */
export function ReviewSummary({ resumeId, count, misread, unplaced, warnings }: Props) {
  return (
    <section
      aria-labelledby="review-summary"
      className={`rounded-xl border p-4 md:p-5 ${count ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200 bg-white'}`}
    >
      <h2 id="review-summary" className="font-semibold">
        {thingsToCheck(count)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{explanation(count, misread.length)}</p>
      {misread.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {misread.map((rating) => (
            <li key={rating.section}>
              <a
                href={`#${misreadNoteId(rating.section)}`}
                className="font-medium text-brand-700 underline hover:text-brand-800"
              >
                {misreadHeadline(rating)}
              </a>
            </li>
          ))}
        </ul>
      )}
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
