import {
  DEFAULT_TEMPLATE,
  fullName,
  LIMITS,
  MESSAGES,
  type ResumeData,
  type UploadResumeResponse,
} from '@resume/core';
import type { ParsedResume, ParseErrorCode } from '@resume/parser';
import type { AppDeps } from '../../deps';
import { HttpError, serviceBusy } from '../../lib/http-error';
import { addressOverShare } from '../../workers/client-address';
import { TaskError, TaskMemoryError, TaskTimeoutError } from '../../workers/cpu-pool';
import { UserBusyError } from '../../workers/cpu-work';
import { OverShareError, PoolBusyError } from '../../workers/fair-queue';
import type { UserRow } from '../users/repo';
import { keepVersion } from '../versions/snapshots';
import { assertRoomForResume, createResume } from './service';

type Deps = Pick<AppDeps, 'db' | 'cpu' | 'config'>;

export type UploadedFile = { bytes: Uint8Array; fileName: string };

/** Who uploads: the user, and the client address the request came from. */
type Caller = { user: UserRow; address: string };

/** Long enough for any real 10-page resume (p95 is well under 2 s), short enough to stop a hostile one. */
const UPLOAD_READ_TIMEOUT_MS = 15_000;

/** The parser's reasons are written for the person who uploaded the file, so they are shown as they are. */
const EXPLAINED: ReadonlySet<string> = new Set<ParseErrorCode>([
  'no_text',
  'encrypted',
  'corrupt',
  'too_many_pages',
]);

const notProcessed = (reason?: string) =>
  new HttpError(422, reason ? `${MESSAGES.processResumeFailed}. ${reason}` : MESSAGES.processResumeFailed);

function uploadFailure(error: unknown): HttpError {
  if (error instanceof UserBusyError)
    return serviceBusy('Your other files are still being read. Try again when they are done.');
  if (error instanceof OverShareError)
    return addressOverShare(
      'Many files from your network are being read right now. Try again in a few seconds.',
    );
  if (error instanceof PoolBusyError)
    return serviceBusy('Too many files are being read right now. Try again in a few seconds.');
  if (error instanceof TaskTimeoutError) {
    return notProcessed(
      'Reading this file took too long; it may be damaged. Save it again as a PDF or DOCX.',
    );
  }
  if (error instanceof TaskMemoryError) {
    return notProcessed('Reading this file needed far more memory than a resume; it may be damaged.');
  }
  if (error instanceof TaskError && error.code === 'unsupported_type')
    return new HttpError(415, error.message);
  if (error instanceof TaskError && error.code && EXPLAINED.has(error.code))
    return notProcessed(error.message);
  // A worker that ran out of memory or failed in a way nobody foresaw: the generic catalogue text.
  return notProcessed();
}

/**
 * Reads an upload into resume data in the CPU pool, under a time limit. The worker tells the file
 * type by content (the parser's detectFileType), never by name, and off the request thread:
 * telling a 10 MB text file from a binary one means decoding all of it.
 */
async function readUpload(deps: Deps, { user, address }: Caller, bytes: Uint8Array): Promise<ParsedResume> {
  // The worker gets its own exactly-sized buffer to take over, leaving the caller's bytes intact.
  const own = bytes.slice();
  try {
    return await deps.cpu.run(
      { kind: 'parse', bytes: own, maxPages: LIMITS.uploadMaxPages },
      deps.config.uploadReadTimeoutMs ?? UPLOAD_READ_TIMEOUT_MS,
      { owner: { user: user.id, address }, transfer: [own.buffer] },
    );
  } catch (error) {
    throw uploadFailure(error);
  }
}

/** A reader with no room refuses before the file is received: a busy server takes in no bytes. */
function assertRoomToRead(deps: Deps, { user, address }: Caller) {
  try {
    deps.cpu.assertRoom('parse', { user: user.id, address });
  } catch (error) {
    throw uploadFailure(error);
  }
}

/** The person's name when the file gave it, else the file's name without its extension. */
function uploadedResumeName(data: ResumeData, fileName: string): string {
  const person = fullName(data);
  const file = (fileName.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{C}_]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (person || file || 'Uploaded resume').slice(0, 120).trim();
}

/**
 * Turns an uploaded file into a new resume (`source: "upload"`) holding the parsed data and the
 * extracted text. The free-tier limit and the reader's room are checked before the file is even
 * received, so a user at the limit or a busy server costs neither bandwidth nor CPU; nothing is
 * stored unless reading succeeded. The answer also says what could not be read (`warnings`),
 * what was read but is uncertain (`checks`) and how surely each section was read (`sections`), so
 * the import screen can ask the person to look before going on.
 */
export async function uploadResume(
  deps: Deps,
  caller: Caller,
  receive: () => Promise<UploadedFile>,
): Promise<UploadResumeResponse> {
  const { user } = caller;
  await assertRoomForResume(deps, user);
  assertRoomToRead(deps, caller);
  const file = await receive();
  const parsed = await readUpload(deps, caller, file.bytes);
  const resume = await createResume(
    deps,
    user,
    {
      name: uploadedResumeName(parsed.data, file.fileName),
      template: DEFAULT_TEMPLATE,
      data: parsed.data,
      source: 'upload',
      originalText: parsed.text,
    },
    // The resume as it was read is kept: edits after the import can always be undone back to it.
    async (tx, created) => {
      await keepVersion(tx, user, created, 'import');
    },
  );
  return {
    resume_id: resume.id,
    resume,
    warnings: parsed.warnings,
    checks: parsed.checks,
    sections: parsed.sections,
  };
}
