import type { Application, ApplicationList } from '@resume/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useApplications } from './api/application-queries';
import { BoardView } from './board/board-view';
import { CsvActions } from './csv-actions';
import { CreateDialog } from './details/create-dialog';
import { EditDialog } from './details/edit-dialog';
import { FunnelChart } from './funnel-chart';
import { LimitOffer, UsageNote } from './limit';
import { TableView } from './table-view';
import { useViewChoice, ViewToggle } from './view-choice';

function EmptyState() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-medium text-slate-800">
        No applications yet — add one or track one from a tailored copy.
      </p>
    </div>
  );
}

function Applications({ list, onOpen }: { list: ApplicationList; onOpen(a: Application): void }) {
  const [view, setView] = useViewChoice();
  if (list.applications.length === 0) return <EmptyState />;
  return (
    <div className="space-y-6">
      <FunnelChart funnel={list.funnel} />
      <div className="space-y-3">
        <h2 className="sr-only">Your applications</h2>
        <ViewToggle view={view} onChange={setView} />
        {view === 'board' ? (
          <BoardView applications={list.applications} onOpen={onOpen} />
        ) : (
          <TableView applications={list.applications} onOpen={onOpen} />
        )}
      </div>
    </div>
  );
}

/**
 * /applications: every job the person is after, as a board or a table, with their funnel, CSV in
 * and out, and the free plan's count.
 */
export function ApplicationsPage() {
  const query = useApplications();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = query.data;
  const open = list?.applications.find((a) => a.id === openId);
  const atLimit = list !== undefined && list.limit !== null && list.used >= list.limit;

  return (
    <PageFrame title="Applications" description="Every job you are after, from Saved to an answer.">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          {list && <UsageNote used={list.used} limit={list.limit} />}
          {atLimit && <LimitOffer />}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden /> Add an application
          </Button>
          <CsvActions />
        </div>
      </div>
      {query.isPending ? (
        <FullPageSpinner label="Loading your applications" />
      ) : query.isError ? (
        <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-sm">
          <p>Your applications could not be loaded. {query.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <Applications list={query.data} onOpen={(a) => setOpenId(a.id)} />
      )}
      <CreateDialog open={creating} onOpenChange={setCreating} />
      {open && <EditDialog key={open.id} application={open} onClose={() => setOpenId(null)} />}
    </PageFrame>
  );
}
