import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES, type ApplicationFunnel } from '@resume/core';

/** The response rate as the person reads it ("40%"), or a dash before anything was sent. */
export const formatRate = (rate: number | null): string =>
  rate === null ? '—' : `${Math.round(rate * 100)}%`;

/**
 * How far the person's applications got: one bar per stage (applications that ever reached it), the
 * share of sent applications that got an answer, and which resumes led to interviews. The bars are a
 * table's cells, so a screen reader reads the numbers as a table.
 */
export function FunnelChart({ funnel }: { funnel: ApplicationFunnel }) {
  const most = Math.max(1, ...APPLICATION_STAGES.map((s) => funnel.reached[s] ?? 0));
  const interviewing = funnel.resumes.filter((r) => r.interviews > 0);
  return (
    <section aria-labelledby="funnel-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="funnel-title" className="text-base font-semibold">
        Your funnel
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <table className="w-full text-sm">
          <caption className="sr-only">Applications that reached each stage</caption>
          <tbody>
            {APPLICATION_STAGES.map((stage) => {
              const count = funnel.reached[stage] ?? 0;
              return (
                <tr key={stage}>
                  <th scope="row" className="w-24 py-0.5 pr-2 text-left font-normal text-slate-700">
                    {APPLICATION_STAGE_LABELS[stage]}
                  </th>
                  <td className="py-0.5">
                    <div className="flex items-center gap-2">
                      <span
                        aria-hidden
                        className="h-3 rounded-sm bg-brand-600"
                        style={{ width: `${(count / most) * 100}%`, minWidth: count > 0 ? '0.25rem' : 0 }}
                      />
                      <span className="tabular-nums text-slate-800" data-funnel-stage={stage}>
                        {count}
                      </span>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="space-y-3 text-sm">
          <p>
            <span className="block text-slate-600">Response rate</span>
            <span className="text-2xl font-semibold" data-response-rate>
              {formatRate(funnel.response_rate)}
            </span>
          </p>
          <div>
            <h3 className="text-slate-600">Resumes that got interviews</h3>
            {interviewing.length === 0 ? (
              <p className="text-slate-700">None yet.</p>
            ) : (
              <ul aria-label="Resumes that got interviews" className="mt-1 space-y-0.5">
                {interviewing.map((r) => (
                  <li key={r.resume_id ?? r.title} className="wrap-anywhere">
                    {r.title || 'Untitled resume'}: {r.interviews} of {r.applications}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
