import { LIMITS, MESSAGES } from '@resume/core';
import { ApiError } from '@/lib/api-client';

/** "2.4 MB", "312 KB", "90 bytes": the size as a person reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The browser refuses what the server would refuse for size, without sending it. */
export const isTooLargeToUpload = (file: { size: number }) => file.size > LIMITS.uploadMaxBytes;

const PROCESS_FAILED_PREFIX = `${MESSAGES.processResumeFailed}. `;

/**
 * What to say about a failed upload (docs/product.md#messages): "Failed to process resume" when the file
 * could not be read, "Upload failed" otherwise, each with the server's reason when it gave one.
 */
export function uploadFailure(error: unknown): { title: string; reason: string | null } {
  if (!(error instanceof ApiError)) {
    const noId = error instanceof Error && error.message === MESSAGES.uploadNoResumeId;
    return { title: noId ? MESSAGES.uploadNoResumeId : MESSAGES.uploadFailed, reason: null };
  }
  if (error.status === 422) {
    const reason = error.message.startsWith(PROCESS_FAILED_PREFIX)
      ? error.message.slice(PROCESS_FAILED_PREFIX.length)
      : error.message;
    return {
      title: MESSAGES.processResumeFailed,
      reason: reason === MESSAGES.processResumeFailed ? null : reason,
    };
  }
  // The server's own words for a file it refused (too large, wrong type) or for being busy.
  const explained =
    (error.status >= 400 && error.status < 500 && error.status !== 401) || error.status === 503;
  return { title: MESSAGES.uploadFailed, reason: explained ? error.message : null };
}
