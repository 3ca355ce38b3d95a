import type { ExportFormat, PaperSize } from '@resume/core';
import { useCallback, useState } from 'react';
import { useRegistrationPrompt, useSession } from '@/features/auth';
import { downloadExport } from './api/download-export';

/** Guests are offered an account once per visit, before their first download; never forced. */
const OFFERED_KEY = 'export.account-offered';
const OFFER =
  'Create a free account to keep this resume and find it on any device, or download it as a guest.';

type Options = {
  /** Runs first, e.g. to send the editor's unsaved changes so the file has them. */
  beforeDownload?: () => Promise<void>;
};

/** Downloads of one resume: which one is under way, the last failure, and the account offer. */
export function useResumeDownload(resumeId: string, { beforeDownload }: Options = {}) {
  const { user } = useSession();
  const registration = useRegistrationPrompt();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState<string | null>(null);

  const run = useCallback(
    async (format: ExportFormat, paper?: PaperSize) => {
      setPending(format);
      setError(null);
      setDownloaded(null);
      try {
        await beforeDownload?.();
        setDownloaded(await downloadExport(resumeId, format, paper));
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      } finally {
        setPending(null);
      }
    },
    [resumeId, beforeDownload],
  );

  const download = (format: ExportFormat, paper?: PaperSize) => {
    if (user?.is_registered || sessionStorage.getItem(OFFERED_KEY)) return void run(format, paper);
    sessionStorage.setItem(OFFERED_KEY, '1');
    registration.requireAccount(() => void run(format, paper), OFFER, 'Download as guest');
  };

  return { download, pending, error, downloaded, modal: registration.modal };
}
