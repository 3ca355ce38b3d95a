import {
  fitResumeToLimits,
  fromJsonResume,
  type ImportCheck,
  type ImportSectionConfidence,
  LIMITS,
  type ResumeData,
  resumeDataSchema,
  resumeToPlainText,
  storedResumeDataSchema,
} from '@resume/core';
import { assembleResume, TOO_LONG_WARNING, warningsFor } from './assemble';
import { readAsData } from './confidence';
import { detectFileType, type FileType } from './detect-file-type';
import { ParseError } from './errors';
import { withoutColumnHeaders } from './layout/column-headers';
import { withoutEntryLabels } from './layout/entry-labels';
import { pdfToLines } from './layout/pdf-lines';
import type { DocumentLines } from './layout/types';
import { readLinkedInExport } from './linkedin/linkedin-export';
import { readDocx } from './read/read-docx';
import { readPdf } from './read/read-pdf';
import { readTxt } from './read/read-txt';
import { READ_LIMITS } from './read/thresholds';
import { findSections } from './sections/find-sections';

/**
 * A later step that may improve the heuristic draft (for example with an AI model). It receives
 * the draft and the extracted text and returns a complete ResumeData.
 */
export type ResumeRefiner = (draft: { data: ResumeData; text: string }) => Promise<ResumeData>;

export interface ParseOptions {
  /** PDFs with more pages are refused before any page is read. Default 10. */
  maxPages?: number;
  /** Reading a PDF that takes longer is abandoned as corrupt. Default 15 s. */
  timeoutMs?: number;
  refine?: ResumeRefiner;
}

export interface ParsedResume {
  data: ResumeData;
  /** What could not be read, in words for the person who uploaded the file. */
  warnings: string[];
  /** What was read but is uncertain, to be checked on the import screen. */
  checks: ImportCheck[];
  /**
   * How surely each section (contact, experience, education, skills) was read, with the reasons:
   * a low one was probably misread, and the import review says so instead of "nothing uncertain".
   */
  sections: ImportSectionConfidence[];
  /** The text in reading order, one line per line. */
  text: string;
  fileType: FileType;
  pages: number;
}

/** A PDF past this many pages is refused (the product's upload limit). */
export const DEFAULT_MAX_PAGES = LIMITS.uploadMaxPages;

async function readLines(bytes: Uint8Array, fileType: 'pdf' | 'docx' | 'txt', opts: ParseOptions) {
  if (fileType === 'pdf') {
    const pdf = await readPdf(bytes, opts.maxPages ?? DEFAULT_MAX_PAGES, opts.timeoutMs);
    return { doc: pdfToLines(pdf.pages), pages: pdf.pageCount };
  }
  const doc: DocumentLines = fileType === 'docx' ? await readDocx(bytes) : readTxt(bytes);
  return { doc, pages: 1 };
}

function noTextError(fileType: FileType): ParseError {
  return new ParseError(
    'no_text',
    fileType === 'pdf'
      ? 'No text was found in this PDF. It may be a scanned image: upload a PDF with selectable text, or a DOCX.'
      : 'No text was found in this file.',
  );
}

/** Runs the optional refiner; a failing or invalid refinement keeps the heuristic draft. */
async function refineDraft(refine: ResumeRefiner, data: ResumeData, text: string, warnings: string[]) {
  try {
    const refined = resumeDataSchema.safeParse(await refine({ data, text }));
    if (refined.success) return refined.data;
  } catch {
    // Fall through: the draft is still a complete result.
  }
  warnings.push('Could not improve the result automatically; showing what was read directly');
  return data;
}

/** The lines up to READ_LIMITS.maxReadCharacters: what a resume could keep, and then some. */
function firstPart(doc: DocumentLines): DocumentLines {
  let characters = 0;
  const end = doc.lines.findIndex((line) => {
    characters += line.text.length + 1;
    return characters > READ_LIMITS.maxReadCharacters;
  });
  return end === -1 ? doc : { ...doc, lines: doc.lines.slice(0, end) };
}

/**
 * A file that holds the resume as data (JSON Resume, a LinkedIn export): its fields mapped, no
 * layout to read, so nothing to be unsure of; fitted to the limits like any upload.
 */
function readStructured(data: ResumeData, fileType: FileType): ParsedResume {
  const fitted = fitResumeToLimits(data);
  const warnings = warningsFor(fitted.data);
  if (fitted.cut) warnings.push(TOO_LONG_WARNING);
  const text = resumeToPlainText(fitted.data);
  if (!text.trim()) throw noTextError(fileType);
  return { data: fitted.data, warnings, checks: [], sections: readAsData(), text, fileType, pages: 1 };
}

/**
 * Reads an uploaded resume (PDF, DOCX, TXT, JSON Resume, our own JSON export or a LinkedIn data
 * export, told apart by content) into ResumeData.
 * Throws ParseError for files that cannot be read; returns warnings for fields not found.
 */
export async function parseResume(bytes: Uint8Array, opts: ParseOptions = {}): Promise<ParsedResume> {
  const fileType = detectFileType(bytes);
  if (fileType === 'unsupported') {
    throw new ParseError(
      'unsupported_type',
      'This file type is not supported. Upload a PDF, DOCX or TXT file, a JSON Resume or a LinkedIn data export (ZIP).',
    );
  }
  const json = () => JSON.parse(new TextDecoder().decode(bytes));
  if (fileType === 'jsonresume') return readStructured(fromJsonResume(json()), fileType);
  // Our own export as it was downloaded, design and all; a design value no longer valid reads as absent.
  if (fileType === 'json') return readStructured(storedResumeDataSchema.parse(json()), fileType);
  if (fileType === 'linkedin') return readStructured(readLinkedInExport(bytes), fileType);
  const read = await readLines(bytes, fileType, opts);
  const kept = firstPart(read.doc);
  const doc = withoutEntryLabels(withoutColumnHeaders(kept));
  const text = doc.lines.map((l) => l.text).join('\n');
  if (text.replace(/[^\p{L}\p{N}]/gu, '').length === 0) throw noTextError(fileType);
  const { data, warnings, checks, sections } = assembleResume(doc, findSections(doc));
  if (kept !== read.doc && !warnings.includes(TOO_LONG_WARNING)) warnings.push(TOO_LONG_WARNING);
  const { pages } = read;
  if (!opts.refine) return { data, warnings, checks, sections, text, fileType, pages };
  // A refined resume may have moved entries: the draft's checks would point at the wrong ones.
  // The sections' confidence stays: it says how the file was read, which comparing with it settles.
  return {
    data: await refineDraft(opts.refine, data, text, warnings),
    warnings,
    checks: [],
    sections,
    text,
    fileType,
    pages,
  };
}
