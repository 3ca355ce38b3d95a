import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES, type Application } from '@resume/core';
import { formatDay } from '../format';

/** The day each stage was reached, read only: moving the card on the board writes them. */
export function StageHistory({ application }: { application: Application }) {
  const reached = APPLICATION_STAGES.filter((stage) => application.stage_dates[stage]);
  if (reached.length === 0) return null;
  return (
    <section aria-labelledby="stage-history-title">
      <h3 id="stage-history-title" className="text-sm font-semibold">
        Stages reached
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
        {reached.map((stage) => (
          <div key={stage} className="contents">
            <dt className="text-slate-600">{APPLICATION_STAGE_LABELS[stage]}</dt>
            <dd>{formatDay(application.stage_dates[stage]!)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
