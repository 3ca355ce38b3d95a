import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { SheetDialogContent } from '@/components/ui/sheet-dialog';
import { useCreateApplication } from '../api/application-queries';
import { FailureLine } from '../limit';
import { DialogActions } from './dialog-actions';
import { type DraftErrors, draftErrors, EMPTY_DRAFT, fieldsOf } from './draft';
import { JobFields } from './job-fields';
import { useDraft } from './use-draft';

type Props = { open: boolean; onOpenChange(open: boolean): void };

/** "Add an application" by hand: company and role, the rest when the person has it. Lands in Saved. */
export function CreateDialog({ open, onOpenChange }: Props) {
  const create = useCreateApplication();
  const { draft, setDraft, set } = useDraft(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});

  const close = (next: boolean) => {
    if (!next) {
      setDraft(EMPTY_DRAFT);
      setErrors({});
      create.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({ ...fieldsOf(draft), stage: 'saved' }, { onSuccess: () => close(false) });
  };
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <SheetDialogContent
        title="Add an application"
        description="Company and role are enough to start; it goes in Saved."
        width="lg"
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          <JobFields draft={draft} set={set} errors={errors} />
          <FailureLine
            error={create.error}
            fallback="The application could not be added. Please try again."
          />
          <DialogActions busy={create.isPending} label="Add application" busyLabel="Adding…" />
        </form>
      </SheetDialogContent>
    </Dialog.Root>
  );
}
