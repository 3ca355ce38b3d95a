import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES, type Application } from '@resume/core';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useMoveApplication } from '../api/application-queries';
import { ApplicationCard } from './application-card';
import { columnsOf, type Move } from './arrange';

type Props = { applications: readonly Application[]; onOpen(application: Application): void };

/** Keeps the keyboard on a card that moved: it is drawn anew in its new column. */
function useFocusFollowsMove(applications: readonly Application[]) {
  const pending = useRef<{ id: string; stage: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the cards were drawn anew
  useEffect(() => {
    const moved = pending.current;
    if (!moved) return;
    const card = document.querySelector<HTMLElement>(`[data-card-id="${moved.id}"]`);
    if (card?.closest<HTMLElement>('[data-stage]')?.dataset.stage !== moved.stage) return;
    pending.current = null;
    card.querySelector<HTMLElement>('[data-move-button]')?.focus();
  }, [applications]);
  return (id: string, to: Move) => {
    pending.current = { id, stage: to.stage };
  };
}

/**
 * Six columns, Saved to Withdrawn. Cards move by drag and drop or by their Move menu; each move is
 * announced to screen readers. On a narrow screen the columns scroll sideways inside the board.
 */
export function BoardView({ applications, onOpen }: Props) {
  const move = useMoveApplication();
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const followFocus = useFocusFollowsMove(applications);
  const columns = columnsOf(applications);

  const moveTo = (application: Application, to: Move) => {
    const others = columns[to.stage].filter((a) => a.id !== application.id).length;
    const position = Math.min(to.position, others);
    move.mutate({ id: application.id, to: { stage: to.stage, position } });
    setAnnouncement(
      `${application.company} moved to ${APPLICATION_STAGE_LABELS[to.stage]}, position ${position + 1} of ${others + 1}.`,
    );
  };
  const dropAt = (event: DragEvent, to: Move) => {
    event.preventDefault();
    event.stopPropagation();
    const moving = applications.find((a) => a.id === dragged);
    setDragged(null);
    if (moving && !(moving.stage === to.stage && moving.position === to.position)) moveTo(moving, to);
  };

  return (
    <div>
      {move.error && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {move.error.message}
        </p>
      )}
      <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:px-0 lg:grid lg:grid-cols-6 lg:overflow-visible">
        {APPLICATION_STAGES.map((stage) => (
          <section
            key={stage}
            aria-labelledby={`stage-${stage}`}
            data-stage={stage}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => dropAt(event, { stage, position: columns[stage].length })}
            className="flex w-64 shrink-0 snap-start flex-col rounded-xl bg-slate-100 p-2 lg:w-auto lg:min-w-0"
          >
            <h3
              id={`stage-${stage}`}
              className="flex items-baseline justify-between px-1 pb-2 text-sm font-semibold"
            >
              {APPLICATION_STAGE_LABELS[stage]}
              <span className="text-xs font-normal text-slate-600">{columns[stage].length}</span>
            </h3>
            <ol className="flex min-h-16 flex-col gap-2">
              {columns[stage].map((application, index) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  applications={applications}
                  dragging={dragged === application.id}
                  onOpen={() => onOpen(application)}
                  onMove={(to) => {
                    followFocus(application.id, to);
                    moveTo(application, to);
                  }}
                  onDragStart={() => setDragged(application.id)}
                  onDragEnd={() => setDragged(null)}
                  onDrop={(event) => dropAt(event, { stage, position: index })}
                />
              ))}
            </ol>
          </section>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
