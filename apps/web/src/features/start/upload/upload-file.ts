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

/** The reasons of docs/product.md#messages for a failure the server did not explain. */
export const UPLOAD_UNREACHABLE_REASON =
  'The server could not be reached. Check your connection and try again.';
export const UPLOAD_SERVER_FAULT_REASON =
  'Something went wrong on our side, not with your file. Please try again in a moment.';

export type UploadFailure = { title: string; reason: string };

/** The server's reason for a file it could not read, without the title it repeats. */
function unreadableReason(message: string): string {
  const reason = message.startsWith(PROCESS_FAILED_PREFIX)
    ? message.slice(PROCESS_FAILED_PREFIX.length)
    : message;
  return reason === MESSAGES.processResumeFailed ? UPLOAD_SERVER_FAULT_REASON : reason;
}

/**
 * What to say about a failed upload (docs/product.md#messages): "Failed to process resume" when the file
 * could not be read, "Upload failed" otherwise, always with why: the server's reason when it gave
 * one, else whether the server could not be reached or failed on its side.
 */
export function uploadFailure(error: unknown): UploadFailure {
  if (!(error instanceof ApiError)) {
    // fetch rejects with a TypeError when the request never got an answer.
    if (error instanceof TypeError)
      return { title: MESSAGES.uploadFailed, reason: UPLOAD_UNREACHABLE_REASON };
    const noId = error instanceof Error && error.message === MESSAGES.uploadNoResumeId;
    return {
      title: noId ? MESSAGES.uploadNoResumeId : MESSAGES.uploadFailed,
      reason: UPLOAD_SERVER_FAULT_REASON,
    };
  }
  if (error.status === 422)
    return { title: MESSAGES.processResumeFailed, reason: unreadableReason(error.message) };
  // The server's own words for a file it refused (too large, wrong type) or for being busy.
  const explained =
    (error.status >= 400 && error.status < 500 && error.status !== 401) || error.status === 503;
  return { title: MESSAGES.uploadFailed, reason: explained ? error.message : UPLOAD_SERVER_FAULT_REASON };
}

/** The alert's first line: what failed, and for which file. */
export const failureHeadline = (failure: UploadFailure, fileName: string) => `${failure.title}: ${fileName}`;
