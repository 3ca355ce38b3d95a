import { constants, inflateRawSync } from 'node:zlib';
import { ParseError } from '../errors';
import { READ_LIMITS } from './thresholds';

/** `stream` followed by its end of line, but not the `endstream` that closes one. */
const STREAM_START = /(?<!end)stream(?:\r\n|\n|\r)/g;

const tooMuchData = () =>
  new ParseError('corrupt', 'This PDF holds far more data than a resume. It may be damaged.');

/** A zlib header (RFC 1950): deflate, and a check value that makes the pair a multiple of 31. */
const isZlibHeader = (data: Uint8Array) =>
  data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;

/**
 * The inflated size of a Flate stream, or 0 when the bytes are not one (another filter, encrypted).
 * Inflated as pdf.js does: the checksum is not checked and a cut-off stream yields what it has, so
 * a stream cannot pass here by failing early yet inflate there.
 */
function inflatedSize(data: Uint8Array, limit: number): number {
  if (!isZlibHeader(data)) return 0;
  try {
    return inflateRawSync(data.subarray(2), { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH })
      .byteLength;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooMuchData();
    return 0;
  }
}

/**
 * Inflates every Flate stream of the file, within the limits, before pdf.js does: a file whose
 * streams would inflate past them is refused. Streams that are not Flate fail at their header and
 * cost nothing; so do encrypted ones, which the pool's memory watch still covers.
 */
export function assertInflatesWithinLimits(bytes: Uint8Array): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let total = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const room = Math.min(READ_LIMITS.streamInflatedBytes, READ_LIMITS.documentInflatedBytes - total);
    total += inflatedSize(bytes.subarray(start, end === -1 ? bytes.byteLength : end), room);
  }
}
