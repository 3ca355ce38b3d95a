import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';

/** docs/product.md#upload: rotating progress messages while the upload is processed. */
export const PROGRESS_MESSAGES = [
  'Reading your file…',
  'Finding your experience…',
  'Picking out your skills…',
  'Looking for your education…',
  'Putting your resume together…',
] as const;

export const PROGRESS_INTERVAL_MS = 1500;

/** The message of the moment, read out politely by screen readers as it changes. */
export function UploadProgress() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % PROGRESS_MESSAGES.length),
      PROGRESS_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <p role="status" aria-live="polite" className="mt-3 flex items-center gap-2 text-sm text-brand-700">
      <LoaderCircle className="size-4 animate-spin" aria-hidden />
      {PROGRESS_MESSAGES[index]}
    </p>
  );
}
