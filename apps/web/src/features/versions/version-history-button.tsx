import * as Dialog from '@radix-ui/react-dialog';
import { LIMITS, type Resume, VERSION_NAME_MAX } from '@resume/core';
import { History, LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { SheetDialogContent } from '@/components/ui/sheet-dialog';
import { failureMessage } from '@/lib/failure-message';
import { useRestoreVersion, useResumeVersions, useSaveVersion } from './api/version-queries';
import { VersionList } from './version-list';

/** What the history needs of the resume's editor store. */
export type RestorableEditor = {
  /** The resume's id. */
  readonly id: string;
  /** The server's version the editor's next save is made on. */
  readonly savedVersion: number;
  flush(): Promise<void>;
  getState(): { status: string };
  /** Shows the restored resume as saved. */
  adopt(saved: Resume): void;
};

const NOT_SAVED = 'Your latest edits are not saved yet. Try again once they are.';

/** Sends the edits on screen: a version is made of the resume as the server has it. */
async function sendEdits(store: RestorableEditor): Promise<number> {
  await store.flush();
  if (store.getState().status !== 'saved') throw new Error(NOT_SAVED);
  return store.savedVersion;
}

function SaveVersionForm({ store }: { store: RestorableEditor }) {
  const [name, setName] = useState('');
  const save = useSaveVersion(store.id, async () => {
    await sendEdits(store);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button stays enabled (and focused) while saving: a second press waits for the first.
    if (!name.trim() || save.isPending) return;
    save.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        label="Version name"
        value={name}
        onValueChange={setName}
        maxLength={VERSION_NAME_MAX}
        placeholder="e.g. Before the Globex interview"
        className="min-w-0 flex-1"
        required
      />
      <Button type="submit">
        {save.isPending && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
        Save a version
      </Button>
      <p role="status" className="basis-full text-sm empty:hidden">
        {save.isSuccess && <span className="text-emerald-800">Version saved.</span>}
        {save.error && (
          <span className="text-red-700">
            {failureMessage(save.error, 'The version could not be saved.')}
          </span>
        )}
      </p>
    </form>
  );
}

function VersionHistory({ store, onRestored }: { store: RestorableEditor; onRestored(): void }) {
  const versions = useResumeVersions(store.id);
  const restore = useRestoreVersion(store.id, {
    beforeRestore: () => sendEdits(store),
    onRestored: (resume) => {
      store.adopt(resume);
      onRestored();
    },
  });
  return (
    <div className="mt-4 space-y-4">
      <SaveVersionForm store={store} />
      {restore.error && (
        <p role="alert" className="text-sm text-red-700">
          {failureMessage(restore.error, 'This version could not be restored.')}
        </p>
      )}
      {versions.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading versions…
        </p>
      ) : versions.isError ? (
        <div role="alert" className="py-4 text-sm text-red-700">
          {failureMessage(versions.error, 'Your versions could not be loaded.')}{' '}
          <Button variant="secondary" size="sm" onClick={() => void versions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <VersionList
          versions={versions.data}
          restoringId={restore.isPending ? (restore.variables ?? null) : null}
          onRestore={(versionId) => restore.mutate(versionId)}
        />
      )}
    </div>
  );
}

/**
 * "Versions" for the editor's header: the resume's kept versions (on import, before a template
 * change, before an AI change, a tailored copy, before a restore, and named ones), saving a named
 * one, and restoring one into the editor.
 */
export function VersionHistoryButton({ store }: { store: RestorableEditor }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          <History className="size-4" aria-hidden /> Versions
        </Button>
      </Dialog.Trigger>
      <SheetDialogContent
        title="Versions"
        width="lg"
        description={`Kept when you import, change the template, accept an AI change or restore, and whenever you save one. Free accounts keep the last ${LIMITS.freeVersionsKept} per resume; Pro keeps all.`}
      >
        <VersionHistory store={store} onRestored={() => setOpen(false)} />
      </SheetDialogContent>
    </Dialog.Root>
  );
}
