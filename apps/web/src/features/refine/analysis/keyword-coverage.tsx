import type { Analysis } from '@resume/core';

/** Which of the job's important terms the resume has, and which it lacks. */
export function KeywordCoverage({ keywords }: { keywords: NonNullable<Analysis['keywords']> }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Your resume covers <strong>{Math.round(keywords.coverage * 100)}%</strong> of the job's key terms.
      </p>
      {keywords.missing.length > 0 && (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">Missing — add the ones you really have:</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Missing keywords">
            {keywords.missing.map((term) => (
              <li key={term} className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm text-red-800">
                {term}
              </li>
            ))}
          </ul>
        </div>
      )}
      {keywords.matched.length > 0 && (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">Already there:</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Matched keywords">
            {keywords.matched.map((term) => (
              <li key={term} className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm text-emerald-800">
                {term}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
