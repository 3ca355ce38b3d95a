import {
  type CoverLetterContent,
  type CoverLetterFormat,
  coverLetterFileName,
  coverLetterToMarkdown,
  coverLetterToPlainText,
  DEFAULT_TEMPLATE,
  emptyResumeData,
  type PaperSize,
  type ResumeData,
} from '@resume/core';
import type { AppDeps } from '../../deps';
import { attachmentDisposition } from '../../lib/content-disposition';
import {
  type Caller,
  DOCUMENT_FORMATS,
  type DocumentFormat,
  type ExportFile,
  refuseWhenBusy,
  renderDocument,
} from '../export/service';
import { presentResume } from '../resumes/presenter';
import { findOwnedResume } from '../resumes/repo';
import { letterContent } from './presenter';
import { getOwnedCoverLetter } from './service';

type Deps = Pick<AppDeps, 'db' | 'cpu' | 'config'>;

const TEXT_FORMATS: Record<
  Exclude<CoverLetterFormat, DocumentFormat>,
  { type: string; extension: string; write(letter: CoverLetterContent): string }
> = {
  txt: { type: 'text/plain; charset=utf-8', extension: 'txt', write: coverLetterToPlainText },
  md: { type: 'text/markdown; charset=utf-8', extension: 'md', write: coverLetterToMarkdown },
};

const isDocument = (format: CoverLetterFormat): format is DocumentFormat =>
  format === 'pdf' || format === 'docx';

/**
 * The design the letter is printed in: its resume's template and header. A letter whose resume was
 * deleted keeps its text and is printed in the default template under the signature's name.
 */
async function letterDesign(deps: Deps, userId: string, resumeId: string | null, letter: CoverLetterContent) {
  const row = resumeId ? await findOwnedResume(deps.db, userId, resumeId) : undefined;
  if (row) {
    const resume = presentResume(row);
    return { data: resume.data, template: resume.template };
  }
  const data: ResumeData = { ...emptyResumeData(), first_name: letter.signature_name };
  return { data, template: DEFAULT_TEMPLATE };
}

/**
 * GET /cover-letters/{id}/export: PDF and Word in the resume's design under the same plan rules
 * as the resume's own export (watermark for free users, premium templates need Pro); TXT and
 * Markdown from the text alone.
 */
export async function exportCoverLetter(
  deps: Deps,
  caller: Caller,
  id: string,
  { format, paper }: { format: CoverLetterFormat; paper?: PaperSize },
): Promise<ExportFile> {
  if (isDocument(format)) refuseWhenBusy(deps, caller, format);
  const row = await getOwnedCoverLetter(deps, caller.user, id);
  const letter = letterContent(row);
  if (!isDocument(format)) {
    const { type, extension, write } = TEXT_FORMATS[format];
    const disposition = attachmentDisposition(coverLetterFileName(letter), extension);
    return { body: Buffer.from(write(letter), 'utf8'), contentType: type, disposition };
  }
  const { data, template } = await letterDesign(deps, caller.user.id, row.resumeId, letter);
  const body = await renderDocument(deps, caller, { data, templateId: template, paper, format, letter });
  const { type, extension } = DOCUMENT_FORMATS[format];
  return {
    body,
    contentType: type,
    disposition: attachmentDisposition(coverLetterFileName(letter), extension),
  };
}
