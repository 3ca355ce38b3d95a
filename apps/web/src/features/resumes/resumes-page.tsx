import type { ResumeListItem } from '@resume/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageFrame } from '@/components/ui/page-frame';
import { FullPageSpinner } from '@/components/ui/spinner';
import { CoverLetterSection } from '@/features/cover-letters';
import {
  useCreateResume,
  useDeleteResume,
  useDuplicateResume,
  useRenameResume,
  useResumeList,
} from './api/resume-queries';
import { ResumeList } from './components/resume-list';

export function ResumesPage() {
  const navigate = useNavigate();
  const list = useResumeList();
  const create = useCreateResume();
  const duplicate = useDuplicateResume();
  const rename = useRenameResume();
  const remove = useDeleteResume();
  const [toDelete, setToDelete] = useState<ResumeListItem | null>(null);
  const failure = [create, duplicate, rename, remove].find((m) => m.error)?.error;
  const busy = create.isPending || duplicate.isPending || rename.isPending || remove.isPending;

  const newResume = () =>
    create.mutate(
      {},
      { onSuccess: (r) => navigate(`/builder?id=${encodeURIComponent(r.id)}&step=contacts`) },
    );

  return (
    <PageFrame
      title="Your resumes"
      description="Every resume you have created, with its first page and its score."
    >
      <div className="mb-4 flex justify-end">
        <Button onClick={newResume} disabled={busy}>
          <Plus className="size-4" aria-hidden /> New resume
        </Button>
      </div>
      {failure && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure.message}
        </p>
      )}
      {list.isPending ? (
        <FullPageSpinner label="Loading your resumes" />
      ) : list.isError ? (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>Your resumes could not be loaded: {list.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ResumeList
          resumes={list.data}
          busy={busy}
          onRename={(resume, name) => rename.mutate({ id: resume.id, name })}
          onDuplicate={(resume) => duplicate.mutate(resume.id)}
          onDelete={setToDelete}
        />
      )}
      {list.isSuccess && <CoverLetterSection resumes={list.data} />}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this resume?"
        description={<>“{toDelete?.name}” will be deleted for good. This cannot be undone.</>}
        confirmLabel="Delete resume"
        destructive
        busy={remove.isPending}
        onOpenChange={(open) => !open && setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      />
    </PageFrame>
  );
}
