import type { ResumeVersion } from '@resume/core';
import { LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoment, relativeTime, versionLabel } from './version-labels';

type RowProps = {
  version: ResumeVersion;
  confirming: boolean;
  busy: boolean;
  onAsk(): void;
  onCancel(): void;
  onRestore(): void;
};

/** One kept version: what it is, when, and Restore, confirmed in place. */
function VersionRow({ version, confirming, busy, onAsk, onCancel, onRestore }: RowProps) {
  const confirm = useRef<HTMLButtonElement>(null);
  const label = versionLabel(version);
  useEffect(() => {
    if (confirming) confirm.current?.focus();
  }, [confirming]);
  return (
    <li className="py-3">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium wrap-anywhere">{label}</p>
          <p className="text-sm text-slate-500">
            <time dateTime={version.created_at} title={formatMoment(version.created_at)}>
              {relativeTime(version.created_at)}
            </time>
          </p>
        </div>
        {!confirming && (
          <Button variant="secondary" size="sm" onClick={onAsk} aria-label={`Restore “${label}”`}>
            <RotateCcw className="size-4" aria-hidden /> Restore
          </Button>
        )}
      </div>
      {confirming && (
        <div className="mt-2 rounded-lg bg-slate-50 p-3 text-sm">
          <p>Restore this version? Your resume as it is now is kept in the history first.</p>
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button ref={confirm} size="sm" onClick={onRestore} disabled={busy}>
              {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
              Restore this version
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

type ListProps = {
  versions: ResumeVersion[];
  restoringId: string | null;
  onRestore(versionId: string): void;
};

/** The history, newest first; one row at a time asks to confirm its restore. */
export function VersionList({ versions, restoringId, onRestore }: ListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  if (versions.length === 0)
    return (
      <p className="py-6 text-center text-sm text-slate-600">
        No versions yet — save one to come back to it later.
      </p>
    );
  return (
    <ul aria-label="Versions" className="divide-y divide-slate-200">
      {versions.map((version) => (
        <VersionRow
          key={version.id}
          version={version}
          confirming={confirming === version.id}
          busy={restoringId === version.id}
          onAsk={() => setConfirming(version.id)}
          onCancel={() => setConfirming(null)}
          onRestore={() => onRestore(version.id)}
        />
      ))}
    </ul>
  );
}
