import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flateBombPdf, sampleResumePdf } from '../../test/support';
import { ParseError } from '../errors';
import { assertInflatesWithinLimits } from './pdf-stream-guard';
import { READ_LIMITS } from './thresholds';

const { documentInflatedBytes: MAX_DOCUMENT_INFLATED_BYTES, streamInflatedBytes: MAX_STREAM_INFLATED_BYTES } =
  READ_LIMITS;

const MB = 1024 * 1024;
const refusal = (bytes: Uint8Array) => {
  try {
    assertInflatesWithinLimits(bytes);
    return null;
  } catch (error) {
    return error;
  }
};

/** Bare `stream … endstream` blocks: all the guard looks at. */
const streams = (...contents: Buffer[]) =>
  new Uint8Array(
    Buffer.concat(contents.flatMap((c) => [Buffer.from('<< >>\nstream\n'), c, Buffer.from('\nendstream\n')])),
  );

describe('PDF inflation limits', () => {
  it('passes an ordinary resume PDF', () => {
    expect(refusal(sampleResumePdf())).toBeNull();
  });

  it('refuses a stream that inflates past the per-stream limit, even with a broken checksum', () => {
    const error = refusal(flateBombPdf(2_000)); // 2 MB inflating to 2 GB, checksum left zero
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).code).toBe('corrupt');
    expect((error as ParseError).message).toBe(
      'This PDF holds far more data than a resume. It may be damaged.',
    );
  });

  it('refuses streams that are each under the limit but together past the document limit', () => {
    const underStreamLimit = deflateSync(Buffer.alloc(MAX_STREAM_INFLATED_BYTES - MB, 0x20));
    const count = Math.ceil(MAX_DOCUMENT_INFLATED_BYTES / (MAX_STREAM_INFLATED_BYTES - MB)) + 1;
    expect(refusal(streams(underStreamLimit))).toBeNull();
    expect(refusal(streams(...Array(count).fill(underStreamLimit)))).toBeInstanceOf(ParseError);
  });

  it('ignores streams that are not Flate (images, encrypted data)', () => {
    expect(refusal(streams(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)))).toBeNull();
  });
});
