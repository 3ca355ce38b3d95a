import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES, type Application } from '@resume/core';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { ReminderBadge } from './board/application-card';
import { formatDay, lastStageDay } from './format';

type SortKey = 'company' | 'role' | 'stage' | 'date';
type Sort = { key: SortKey; ascending: boolean };

const HEADINGS: Record<SortKey, string> = {
  company: 'Company',
  role: 'Role',
  stage: 'Stage',
  date: 'Last stage date',
};

/** What each column sorts by: text alphabetically, stages in board order, days in time order. */
const SORT_VALUE: Record<SortKey, (a: Application) => string | number> = {
  company: (a) => a.company.toLocaleLowerCase(),
  role: (a) => a.role.toLocaleLowerCase(),
  stage: (a) => APPLICATION_STAGES.indexOf(a.stage),
  date: lastStageDay,
};

export function sortApplications(applications: readonly Application[], sort: Sort): Application[] {
  const value = SORT_VALUE[sort.key];
  const direction = sort.ascending ? 1 : -1;
  return [...applications].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });
}

function SortHeader({ column, sort, onSort }: { column: SortKey; sort: Sort; onSort(sort: Sort): void }) {
  const active = sort.key === column;
  const Arrow = sort.ascending ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : undefined}
      className="px-3 py-2 text-left font-semibold"
    >
      <button
        type="button"
        onClick={() => onSort({ key: column, ascending: active ? !sort.ascending : true })}
        className="inline-flex items-center gap-1 hover:text-brand-700"
      >
        {HEADINGS[column]}
        {active && <Arrow className="size-3.5" aria-hidden />}
      </button>
    </th>
  );
}

/** Every application in rows, sorted by the column the person chose (newest stage change first at the start). */
export function TableView({
  applications,
  onOpen,
}: {
  applications: readonly Application[];
  onOpen(a: Application): void;
}) {
  const [sort, setSort] = useState<Sort>({ key: 'date', ascending: false });
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Applications, sortable by each column</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {(Object.keys(HEADINGS) as SortKey[]).map((column) => (
              <SortHeader key={column} column={column} sort={sort} onSort={setSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {sortApplications(applications, sort).map((application) => (
            <tr key={application.id} className="border-t border-slate-100">
              <td className="px-3 py-2">
                <button
                  type="button"
                  onClick={() => onOpen(application)}
                  className="text-left font-medium text-brand-700 hover:underline"
                >
                  {application.company}
                </button>
                {application.place && <p className="text-xs text-slate-600">{application.place}</p>}
              </td>
              <td className="px-3 py-2">{application.role}</td>
              <td className="px-3 py-2">{APPLICATION_STAGE_LABELS[application.stage]}</td>
              <td className="px-3 py-2">
                {formatDay(lastStageDay(application))} <ReminderBadge application={application} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
