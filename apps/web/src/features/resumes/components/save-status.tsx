import { CircleAlert, CircleCheck, CloudOff, LoaderCircle, Pencil } from 'lucide-react';
import type { SaveStatus } from '../editor/document-editor-store';

const LABELS: Record<SaveStatus, string> = {
  loading: 'Loading…',
  saved: 'All changes saved',
  unsaved: 'Editing…',
  saving: 'Saving…',
  offline: 'Offline — changes kept on this device',
  error: 'Not saved',
};

/**
 * The autosave state, announced politely to screen readers: with why a save was refused, and,
 * while saves wait, whether the server failed (its words) rather than the connection.
 */
export function SaveStatusBadge({ status, error }: { status: SaveStatus; error?: string | null }) {
  const Icon = {
    loading: LoaderCircle,
    saving: LoaderCircle,
    saved: CircleCheck,
    unsaved: Pencil,
    offline: CloudOff,
    error: CircleAlert,
  }[status];
  const tone =
    status === 'offline'
      ? 'text-amber-700'
      : status === 'error'
        ? 'text-red-700'
        : status === 'saved'
          ? 'text-emerald-700'
          : 'text-slate-500';
  return (
    <span
      role="status"
      aria-live="polite"
      data-save-status={status}
      className={`inline-flex items-center gap-1.5 text-sm ${tone}`}
    >
      <Icon
        className={`size-4 ${status === 'saving' || status === 'loading' ? 'animate-spin' : ''}`}
        aria-hidden
      />
      {status === 'offline' && error ? error : LABELS[status]}
      {status === 'error' && error ? ` — ${error}` : null}
    </span>
  );
}
