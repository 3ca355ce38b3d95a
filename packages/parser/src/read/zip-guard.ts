import { inflateRawSync } from 'node:zlib';
import { ParseError } from '../errors';

/** A resume's document.xml is well under a megabyte; these limits leave room and stop zip bombs. */
const MAX_ENTRY_BYTES = 16 * 1024 * 1024;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const MAX_ENTRIES = 2000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const corrupt = (message: string) => new ParseError('corrupt', message);

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function endOfCentralDirectory(view: DataView): number {
  const last = Math.max(0, view.byteLength - 65_557);
  for (let at = view.byteLength - 22; at >= last; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw corrupt('This DOCX file is damaged (no zip directory).');
}

/** The entries listed in the zip's central directory. */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 22) throw corrupt('This DOCX file is damaged (too short).');
  const eocd = endOfCentralDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  if (count > MAX_ENTRIES) throw corrupt('This DOCX file has too many parts.');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) {
      throw corrupt('This DOCX file is damaged (broken zip directory).');
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({
      name,
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates an entry with a hard output limit. */
function inflateEntry(bytes: Uint8Array, entry: ZipEntry, limit: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) {
    throw corrupt('This DOCX file is damaged (broken zip entry).');
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.byteLength > limit) throw corrupt('This DOCX file holds far more data than a resume.');
    return data;
  }
  if (entry.method !== 8) throw corrupt('This DOCX file uses an unknown compression.');
  try {
    return inflateRawSync(data, { maxOutputLength: limit });
  } catch (error) {
    const tooBig =
      error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw tooBig
      ? corrupt('This DOCX file expands to far more data than a resume.')
      : corrupt('This DOCX file is damaged (unreadable zip entry).');
  }
}

/**
 * Checks a DOCX before it is unpacked: every XML part the converter will read is inflated here with
 * a hard output limit, so a zip bomb (a tiny entry that expands to gigabytes) is refused instead of
 * exhausting memory. Declared sizes are not trusted; the real inflated size is measured.
 * Returns the inflated parts whose names `keep` accepts.
 */
export function guardZip(
  bytes: Uint8Array,
  keep: (name: string) => boolean = () => false,
): Map<string, Uint8Array> {
  const kept = new Map<string, Uint8Array>();
  let total = 0;
  for (const entry of listZipEntries(bytes)) {
    if (!/\.(xml|rels)$/i.test(entry.name)) continue;
    const data = inflateEntry(bytes, entry, Math.min(MAX_ENTRY_BYTES, MAX_TOTAL_BYTES - total + 1));
    total += data.byteLength;
    if (total > MAX_TOTAL_BYTES) throw corrupt('This DOCX file expands to far more data than a resume.');
    if (keep(entry.name)) kept.set(entry.name, data);
  }
  return kept;
}
