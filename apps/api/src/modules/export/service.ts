import {
  type CoverLetterContent,
  DEFAULT_TEMPLATE,
  type ExportFormat,
  findTemplate,
  type PaperSize,
  type ResumeData,
  resumeDataSchema,
  resumeFileName,
  resumeToMarkdown,
  resumeToPlainText,
  toJsonResume,
} from '@resume/core';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../lib/content-disposition';
import { HttpError, serviceBusy } from '../../lib/http-error';
import { addressOverShare } from '../../workers/client-address';
import { TaskMemoryError, TaskTimeoutError } from '../../workers/cpu-pool';
import { UserBusyError } from '../../workers/cpu-work';
import { OverShareError, PoolBusyError } from '../../workers/fair-queue';
import { insertEvents } from '../analytics/repo';
import { presentResume } from '../resumes/presenter';
import { getOwnedResume } from '../resumes/service';
import { isPremium } from '../users/presenter';
import type { UserRow } from '../users/repo';

type Deps = Pick<AppDeps, 'db' | 'cpu' | 'config'>;

/** Who asks for the export: the user, and the client address the request came from. */
export type Caller = { user: UserRow; address: string };

/** A file to send: its bytes and the two headers that describe it. */
export type ExportFile = { body: Buffer; contentType: string; disposition: string };

/**
 * A warm render takes tens of milliseconds, the largest resume the limits allow 2 to 5 seconds;
 * this only stops a render that has gone wrong, and frees its worker at once.
 */
export const EXPORT_RENDER_TIMEOUT_MS = 15_000;

export type DocumentFormat = 'pdf' | 'docx';

/** The formats laid out in the resume's template, rendered in the CPU pool; the plan decides the look. */
export const DOCUMENT_FORMATS: Record<DocumentFormat, { type: string; extension: string; noun: string }> = {
  pdf: { type: 'application/pdf', extension: 'pdf', noun: 'PDF' },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    noun: 'Word file',
  },
};
const isDocument = (format: ExportFormat): format is DocumentFormat =>
  Object.hasOwn(DOCUMENT_FORMATS, format);

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The formats written from the content alone: the template (free or not) plays no part. */
const TEXT_FORMATS: Record<
  Exclude<ExportFormat, DocumentFormat>,
  { type: string; extension: string; write(data: ResumeData): string }
> = {
  txt: { type: 'text/plain; charset=utf-8', extension: 'txt', write: resumeToPlainText },
  md: { type: 'text/markdown; charset=utf-8', extension: 'md', write: resumeToMarkdown },
  json: { type: 'application/json', extension: 'json', write: json },
  jsonresume: {
    type: 'application/json',
    extension: 'resume.json',
    write: (data) => json(toJsonResume(data)),
  },
};

function renderFailure(error: unknown, noun: string): unknown {
  if (error instanceof UserBusyError)
    return serviceBusy(`Your other ${noun}s are still being created. Try again when they are done.`);
  if (error instanceof OverShareError)
    return addressOverShare(
      `Many ${noun}s are being created from your network right now. Try again in a few seconds.`,
    );
  if (error instanceof PoolBusyError)
    return serviceBusy(`Many ${noun}s are being created right now. Try again in a few seconds.`);
  if (error instanceof TaskTimeoutError || error instanceof TaskMemoryError) {
    return serviceBusy(`Creating the ${noun} took too long. Please try again in a moment.`);
  }
  // A render that failed for another reason is a bug: the error handler logs it and answers 500.
  return error;
}

/**
 * A resume stored under older, looser limits is refused before any rendering: a PDF of it would
 * keep a worker busy for long. The answer names what to shorten, as a save would.
 */
function assertRenderable(data: ResumeData) {
  const checked = resumeDataSchema.safeParse(data);
  if (checked.success) return;
  throw new HttpError(
    422,
    checked.error.issues.map((issue) => ({
      msg: issue.message,
      loc: ['data', ...issue.path.map((part) => (typeof part === 'number' ? part : String(part)))],
      type: issue.code,
    })),
  );
}

/**
 * The resume with the paper a request asked for written into its design, where the renderer takes
 * it first. Unless asked, the renderer prints on the resume's own paper (its design's), else the
 * one of the person's country: US Letter in the US and Canada, A4 elsewhere (resumePaper in core).
 */
function withPaper(data: ResumeData, paper: PaperSize | undefined): ResumeData {
  return paper ? { ...data, design: { ...data.design, paper } } : data;
}

/**
 * The PDF or Word file as the user's plan allows: premium templates need Pro (choosing one is
 * allowed, so free users can preview it; downloading it is not), and free users get the watermark
 * (on every PDF page, in the Word footer). Rendering runs in the CPU pool with a time limit, so
 * exports never hold up other requests.
 */
export async function renderDocument(
  deps: Deps,
  { user, address }: Caller,
  {
    data,
    templateId,
    paper,
    format,
    letter,
  }: {
    data: ResumeData;
    templateId: string;
    paper?: PaperSize;
    format: DocumentFormat;
    /** A cover letter printed in the resume's design instead of the resume. */
    letter?: CoverLetterContent;
  },
) {
  const { noun } = DOCUMENT_FORMATS[format];
  const pro = isPremium(user);
  const template = findTemplate(templateId) ?? findTemplate(DEFAULT_TEMPLATE)!;
  if (template.premium && !pro) {
    throw new HttpError(403, {
      msg: `The ${template.name} template is part of Pro. Upgrade to download it as a ${noun}, or choose a free template.`,
      code: 'premium_template',
    });
  }
  assertRenderable(data);
  try {
    const bytes = await deps.cpu.run(
      {
        kind: 'render',
        format,
        data: withPaper(data, paper),
        letter,
        options: { template: template.id, watermark: !pro },
      },
      deps.config.exportRenderTimeoutMs ?? EXPORT_RENDER_TIMEOUT_MS,
      { owner: { user: user.id, address } },
    );
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    throw renderFailure(error, noun);
  }
}

/**
 * Refuses a PDF or Word file before the resume is read when the renderer has no room for it: a
 * client retrying refused exports then costs the database nothing but its bearer's lookup.
 */
export function refuseWhenBusy(deps: Deps, { user, address }: Caller, format: DocumentFormat) {
  try {
    deps.cpu.assertRoom('render', { user: user.id, address });
  } catch (error) {
    throw renderFailure(error, DOCUMENT_FORMATS[format].noun);
  }
}

/** GET /resumes/{id}/export: the caller's resume as a file; records resume_export when it is sent. */
export async function exportResume(
  deps: Deps,
  caller: Caller,
  resumeId: string,
  { format, paper }: { format: ExportFormat; paper?: PaperSize },
): Promise<ExportFile> {
  const { user } = caller;
  if (isDocument(format)) refuseWhenBusy(deps, caller, format);
  const row = await getOwnedResume(deps, user, resumeId);
  const { data, name, template } = presentResume(row);
  const body = isDocument(format)
    ? await renderDocument(deps, caller, {
        data,
        templateId: template,
        paper,
        format,
      })
    : Buffer.from(TEXT_FORMATS[format].write(data), 'utf8');
  const { type, extension } = isDocument(format) ? DOCUMENT_FORMATS[format] : TEXT_FORMATS[format];
  await insertEvents(deps.db, user.id, [
    { name: 'resume_export', props: { format, template }, ts: new Date().toISOString() },
  ]);
  return {
    body,
    contentType: type,
    disposition: attachmentDisposition(resumeFileName(data, name), extension),
  };
}
