import type { Application } from '@resume/core';
import { Bell, GripVertical } from 'lucide-react';
import type { DragEvent } from 'react';
import { formatDay, lastStageDay, pendingReminder } from '../format';
import type { Move } from './arrange';
import { MoveMenu } from './move-menu';

type Props = {
  application: Application;
  applications: readonly Application[];
  dragging: boolean;
  onOpen(): void;
  onMove(to: Move): void;
  onDragStart(): void;
  onDragEnd(): void;
  onDrop(event: DragEvent): void;
};

/** A reminder still to come, as a small badge on the card and in the table. */
export function ReminderBadge({ application }: { application: Application }) {
  const day = pendingReminder(application);
  if (!day) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      <Bell className="size-3" aria-hidden /> Reminder {formatDay(day)}
    </span>
  );
}

/**
 * One application on the board (positioned, so its screen-reader-only text stays inside the
 * scrolling board instead of widening the page): dragged anywhere on it with a mouse, moved with its Move menu by
 * keyboard or touch; its company opens the details.
 */
export function ApplicationCard({ application, applications, dragging, onOpen, onMove, ...drag }: Props) {
  return (
    <li
      draggable
      data-card-id={application.id}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', application.id);
        drag.onDragStart();
      }}
      onDragEnd={drag.onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={drag.onDrop}
      className={`relative cursor-grab rounded-lg border bg-white p-3 shadow-xs ${dragging ? 'border-brand-600 opacity-60' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-1">
        <GripVertical className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={onOpen}
            className="block max-w-full text-left font-semibold text-slate-900 wrap-anywhere hover:text-brand-700 hover:underline"
          >
            {application.company}
          </button>
          <p className="text-sm text-slate-700 wrap-anywhere">{application.role}</p>
          {application.place && <p className="text-xs text-slate-600 wrap-anywhere">{application.place}</p>}
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-1">
        <p className="text-xs text-slate-600">
          <span className="sr-only">Since </span>
          {formatDay(lastStageDay(application))}
        </p>
        <MoveMenu application={application} applications={applications} onMove={onMove} />
      </div>
      <ReminderBadge application={application} />
    </li>
  );
}
