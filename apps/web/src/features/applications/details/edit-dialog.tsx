import * as Dialog from '@radix-ui/react-dialog';
import { APPLICATION_STAGE_LABELS, type Application } from '@resume/core';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SheetDialogContent } from '@/components/ui/sheet-dialog';
import { useDeleteApplication, useUpdateApplication } from '../api/application-queries';
import { FailureLine } from '../limit';
import { ContactsEditor } from './contacts-editor';
import { DialogActions } from './dialog-actions';
import { DocumentsFields } from './documents-fields';
import { type DraftErrors, draftErrors, draftOf, fieldsOf } from './draft';
import { JobFields } from './job-fields';
import { SentSnapshot } from './sent-snapshot';
import { StageHistory } from './stage-history';
import { useDraft } from './use-draft';

type Props = { application: Application; onClose(): void };

/** Every field of one application, saved together; its stage history and what was sent; delete. */
export function EditDialog({ application, onClose }: Props) {
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const { draft, set } = useDraft(draftOf(application));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const failure = update.error ?? remove.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate({ id: application.id, body: fieldsOf(draft) }, { onSuccess: onClose });
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <SheetDialogContent
        title={`${application.company}: ${application.role}`}
        description={`In ${APPLICATION_STAGE_LABELS[application.stage]}. Move it on the board to change the stage.`}
        width="lg"
      >
        <form noValidate onSubmit={submit} className="space-y-5">
          <JobFields draft={draft} set={set} errors={errors} />
          <ContactsEditor contacts={draft.contacts} errors={errors} onChange={set('contacts')} />
          <DocumentsFields draft={draft} set={set} errors={errors} />
          <StageHistory application={application} />
          <SentSnapshot application={application} />
          <FailureLine error={failure} fallback="The change could not be saved. Please try again." />
          <DialogActions busy={update.isPending} label="Save" busyLabel="Saving…">
            <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
              <Trash2 className="size-4" aria-hidden /> Delete
            </Button>
          </DialogActions>
        </form>
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete ${application.company}?`}
          description="The application, its contacts, notes and what you sent are deleted for good."
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(application.id, { onSuccess: onClose, onSettled: () => setConfirmDelete(false) })
          }
        />
      </SheetDialogContent>
    </Dialog.Root>
  );
}
