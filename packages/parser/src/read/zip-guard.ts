import { inflateRawSync } from 'node:zlib';
import { ParseError } from '../errors';
import { READ_LIMITS } from './thresholds';

/**
 * Which archive is read: its name in messages, and the parts that are checked (inflated with the
 * limits). Every part any reader may open must be among them.
 */
export type ZipKind = { name: string; parts: RegExp };
/**
 * Every part: mammoth opens the main document wherever `_rels/.rels` points, and the parts that
 * document's relationships name, whatever their names (`word/main.dat` as well as `word/document.xml`).
 */
export const DOCX_ZIP: ZipKind = { name: 'DOCX file', parts: /^/ };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const corrupt = (message: string) => new ParseError('corrupt', message);
const damaged = (kind: ZipKind, what: string) => corrupt(`This ${kind.name} is damaged (${what}).`);
const tooMuch = (kind: ZipKind, how: string) =>
  corrupt(`This ${kind.name} ${how} far more data than a resume.`);

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function endOfCentralDirectory(view: DataView, kind: ZipKind): number {
  const last = Math.max(0, view.byteLength - 65_557);
  for (let at = view.byteLength - 22; at >= last; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw damaged(kind, 'no zip directory');
}

/** The entries listed in the zip's central directory. */
export function listZipEntries(bytes: Uint8Array, kind: ZipKind = DOCX_ZIP): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 22) throw damaged(kind, 'too short');
  const eocd = endOfCentralDirectory(view, kind);
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  if (count > READ_LIMITS.zipEntries) throw corrupt(`This ${kind.name} has too many parts.`);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) {
      throw damaged(kind, 'broken zip directory');
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

/** The most a part of `compressedSize` bytes may inflate to: past it, no text part goes. */
const ratioLimit = (compressedSize: number) =>
  Math.max(READ_LIMITS.zipRatioFloorBytes, compressedSize * READ_LIMITS.zipRatio);

/**
 * Inflates an entry with a hard output limit. A size the directory declares past the limit (or
 * the ratio) is refused before anything is inflated; the declared size is not trusted below it.
 */
function inflateEntry(bytes: Uint8Array, entry: ZipEntry, limit: number, kind: ZipKind): Uint8Array {
  if (entry.size > Math.min(limit, ratioLimit(entry.compressedSize))) throw tooMuch(kind, 'expands to');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) {
    throw damaged(kind, 'broken zip entry');
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.byteLength > limit) throw tooMuch(kind, 'holds');
    return data;
  }
  if (entry.method !== 8) throw corrupt(`This ${kind.name} uses an unknown compression.`);
  // Past the ratio a text part never reaches, the output limit shrinks to what that ratio allows.
  try {
    return inflateRawSync(data, { maxOutputLength: Math.min(limit, ratioLimit(data.byteLength)) });
  } catch (error) {
    const tooBig =
      error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw tooBig ? tooMuch(kind, 'expands to') : damaged(kind, 'unreadable zip entry');
  }
}

/**
 * Checks an archive before it is unpacked: every part of the kind's that may be read is inflated
 * here with a hard output limit (per part, in all, and as a ratio of its compressed size), so a zip
 * bomb (a tiny entry that expands to gigabytes) is refused instead of exhausting memory. A part
 * whose declared size is past a limit is refused without inflating it; below, declared sizes are
 * not trusted and the real inflated size is measured. Returns the inflated parts whose names
 * `keep` accepts.
 */
export function guardZip(
  bytes: Uint8Array,
  keep: (name: string) => boolean = () => false,
  kind: ZipKind = DOCX_ZIP,
): Map<string, Uint8Array> {
  const kept = new Map<string, Uint8Array>();
  let total = 0;
  for (const entry of listZipEntries(bytes, kind)) {
    if (!kind.parts.test(entry.name)) continue;
    const data = inflateEntry(
      bytes,
      entry,
      Math.min(READ_LIMITS.zipEntryBytes, READ_LIMITS.zipTotalBytes - total + 1),
      kind,
    );
    total += data.byteLength;
    if (total > READ_LIMITS.zipTotalBytes) throw tooMuch(kind, 'expands to');
    if (keep(entry.name)) kept.set(entry.name, data);
  }
  return kept;
}
