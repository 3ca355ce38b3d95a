import type { PublicLinkStats } from '@resume/core';
import { usePublicLinkStats } from './api/public-link-queries';

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Thirty days of views as bars: a picture of the table below it, hidden from screen readers. */
function Bars({ stats }: { stats: PublicLinkStats }) {
  const most = Math.max(1, ...stats.days.map((day) => day.views));
  return (
    <div aria-hidden="true" className="flex h-16 items-end gap-px" data-testid="link-stats-bars">
      {stats.days.map((day) => (
        <div
          key={day.date}
          title={`${dayLabel(day.date)}: ${day.views} views`}
          className="flex-1 rounded-t-sm bg-brand-600/70"
          style={{ height: `${Math.max(2, (day.views / most) * 100)}%` }}
        />
      ))}
    </div>
  );
}

/** The last week's views and downloads as a table, and the 30 days' totals. */
function Table({ stats }: { stats: PublicLinkStats }) {
  const week = stats.days.slice(-7).reverse();
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">Views and downloads of the last 7 days</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 font-medium">
            Day (UTC)
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Views
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            PDF downloads
          </th>
        </tr>
      </thead>
      <tbody>
        {week.map((day) => (
          <tr key={day.date} className="border-t border-slate-100">
            <th scope="row" className="py-1 font-normal">
              {dayLabel(day.date)}
            </th>
            <td className="py-1 text-right tabular-nums">{day.views}</td>
            <td className="py-1 text-right tabular-nums">{day.downloads}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How often the public page was opened and its PDF downloaded, per day. */
export function LinkStats({ resumeId }: { resumeId: string }) {
  const { data: stats, isPending, isError, refetch } = usePublicLinkStats(resumeId);
  if (isPending) return <p className="text-sm text-slate-600">Loading the counts…</p>;
  if (isError || !stats) {
    return (
      <p className="text-sm text-slate-600">
        The counts could not be loaded.{' '}
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
  return (
    <div>
      <p className="mb-2 text-sm text-slate-700">
        Last 30 days: <strong>{stats.total_views}</strong> {stats.total_views === 1 ? 'view' : 'views'},{' '}
        <strong>{stats.total_downloads}</strong> PDF {stats.total_downloads === 1 ? 'download' : 'downloads'}.
      </p>
      {stats.total_views + stats.total_downloads === 0 ? (
        <p className="text-sm text-slate-600">Nobody has opened the link yet.</p>
      ) : (
        <>
          <Bars stats={stats} />
          <Table stats={stats} />
        </>
      )}
    </div>
  );
}
