import { isJsonResume, storedResumeDataSchema } from '@resume/core';
import { LINKEDIN_MARKERS } from './linkedin/linkedin-export';
import { READING } from './read/thresholds';

/** The kinds of upload the parser reads; `json` is our own export (ResumeData, its design included). */
export type FileType = 'pdf' | 'docx' | 'txt' | 'jsonresume' | 'json' | 'linkedin';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

function contains(bytes: Uint8Array, needle: string): boolean {
  const codes = [...needle].map((c) => c.charCodeAt(0));
  const first = codes[0];
  outer: for (
    let i = bytes.indexOf(first ?? 0);
    i >= 0 && i <= bytes.length - codes.length;
    i = bytes.indexOf(first ?? 0, i + 1)
  ) {
    for (let j = 1; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}

/** PDF readers accept a `%PDF-` header anywhere in the first kilobyte (READING.pdfHeaderBytes). */
function isPdf(bytes: Uint8Array): boolean {
  return contains(bytes.subarray(0, READING.pdfHeaderBytes), '%PDF-');
}

/** A DOCX is a zip archive whose file names (stored uncompressed) include word/document.xml. */
function isDocx(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, 'word/document.xml');
}

/** LinkedIn's data export: a zip archive holding its Profile.csv or Positions.csv. */
function isLinkedInExport(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && LINKEDIN_MARKERS.some((name) => contains(bytes, name))
  );
}

/** The bytes as UTF-8 text, or null when they are binary. */
function asText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: counting control characters tells binary from text
    const control = text.match(/[\u0001-\u0008\u000E-\u001F\u007F]/g)?.length ?? 0;
    const allowed = Math.max(READING.controlCharsAllowed, text.length / READING.textPerControlChar);
    return control <= allowed ? text : null;
  } catch {
    return null;
  }
}

/**
 * Our own export writes every field of ResumeData; these together tell it from other JSON that
 * merely names a person (`{"first_name": "Jane"}` is read as text).
 */
const OWN_FIELDS = ['first_name', 'last_name', 'contacts', 'skills', 'experience', 'education'];

/** Our own JSON export: an object with ResumeData's fields, readable as a stored resume. */
function isResumeData(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return OWN_FIELDS.every((field) => field in value) && storedResumeDataSchema.safeParse(value).success;
}

/** A JSON object shaped like a JSON Resume or like our own export (a text that merely starts with "{" is text). */
function jsonKind(text: string): 'jsonresume' | 'json' | null {
  if (!text.trimStart().startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isJsonResume(value)) return 'jsonresume';
    return isResumeData(value) ? 'json' : null;
  } catch {
    return null;
  }
}

/** What kind of file the bytes are, judged by their content and never by a file name. */
export function detectFileType(bytes: Uint8Array): FileType | 'unsupported' {
  if (isPdf(bytes)) return 'pdf';
  if (isDocx(bytes)) return 'docx';
  if (isLinkedInExport(bytes)) return 'linkedin';
  const text = asText(bytes);
  if (text !== null) return jsonKind(text) ?? 'txt';
  return 'unsupported';
}
