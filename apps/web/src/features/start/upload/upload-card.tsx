import {
  MESSAGES,
  UPLOAD_ACCEPT,
  UPLOAD_KINDS,
  UPLOAD_SIZE_LABEL,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '@resume/core';
import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { rememberUploadReport } from '@/features/resumes';
import { isResumeLimit, LimitReached, useAtResumeLimit } from '../limit-reached';
import { failureHeadline, formatFileSize, isTooLargeToUpload, uploadFailure } from './upload-file';
import { UploadProgress } from './upload-progress';
import { useUploadResume } from './upload-request';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * "Upload a resume": a file picker and a drop zone in one card. The file is sent as soon as it is
 * chosen; the import review then shows what was read, with anything uncertain marked for a check.
 */
export function UploadCard() {
  const navigate = useNavigate();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadResume();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [dragging, setDragging] = useState(false);
  const atLimit = useAtResumeLimit();
  const [refusedAtLimit, setRefusedAtLimit] = useState(false);

  const start = (chosen: File) => {
    if (upload.isPending) return;
    setFile(chosen);
    upload.reset();
    // At the free tier's limit the file is not sent at all: the server would refuse it.
    setRefusedAtLimit(atLimit);
    if (atLimit) return;
    const refused = isTooLargeToUpload(chosen);
    setTooLarge(refused);
    if (refused) return;
    upload.mutate(chosen, {
      onSuccess: ({ resumeId, report }) => {
        rememberUploadReport(resumeId, report);
        // The builder's import review: what was read, before the person goes on to edit it.
        navigate(`/builder?id=${encodeURIComponent(resumeId)}&review=1`);
      },
    });
  };

  const over = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) start(dropped);
  };

  const failure = tooLarge
    ? { title: MESSAGES.uploadFailed, reason: UPLOAD_TOO_LARGE_MESSAGE }
    : upload.error && !isResumeLimit(upload.error)
      ? uploadFailure(upload.error)
      : null;

  return (
    <section
      aria-labelledby={titleId}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={`rounded-2xl border-2 border-dashed bg-white p-6 shadow-xs transition ${
        dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-200'
      }`}
    >
      <FileUp className="size-8 text-brand-600" aria-hidden />
      <h2 id={titleId} className="mt-4 text-lg font-semibold">
        Upload a resume
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {UPLOAD_KINDS}, up to {UPLOAD_SIZE_LABEL}. We fill in the builder from it, and you check what we read.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={upload.isPending} onClick={() => input.current?.click()}>
          Choose a file
        </Button>
        <span className="text-sm text-slate-500">or drop it here</span>
      </div>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label="Resume file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) is noticed.
          event.target.value = '';
          if (chosen) start(chosen);
        }}
      />
      {file && (
        <p className="mt-3 truncate text-sm text-slate-700">
          <span className="font-medium">{file.name}</span> · {formatFileSize(file.size)}
        </p>
      )}
      {upload.isPending && <UploadProgress />}
      {failure && file && (
        <div role="alert" className="mt-3 text-sm text-red-700">
          <p className="font-medium wrap-anywhere">{failureHeadline(failure, file.name)}</p>
          <p>{failure.reason}</p>
        </div>
      )}
      {(refusedAtLimit || isResumeLimit(upload.error)) && <LimitReached />}
    </section>
  );
}
