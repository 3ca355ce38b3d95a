import { describe, expect, it } from 'vitest';
import { minimalDocx } from '../test/support/zip';
import { detectFileType } from './detect-file-type';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('detectFileType', () => {
  it('tells files apart by their content', () => {
    expect(detectFileType(bytes('%PDF-1.7\n...'))).toBe('pdf');
    expect(detectFileType(minimalDocx(''))).toBe('docx');
    expect(detectFileType(bytes('Jane Doe\nEngineer ✓ — Zürich'))).toBe('txt');
    expect(detectFileType(bytes(' {"basics": {"name": "Jane Doe"}, "work": []}'))).toBe('jsonresume');
  });

  it('reads other JSON, and text that only starts with a brace, as text', () => {
    expect(detectFileType(bytes('{"first_name": "Jane"}'))).toBe('txt');
    expect(detectFileType(bytes('{Jane Doe}\nEngineer'))).toBe('txt');
    expect(detectFileType(bytes('[{"basics": {}}]'))).toBe('txt');
  });

  it('refuses other zips, binaries and text with NULs or invalid UTF-8', () => {
    expect(detectFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toBe('unsupported');
    expect(detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('unsupported');
    expect(detectFileType(bytes('abc\u0000def'))).toBe('unsupported');
    expect(detectFileType(new Uint8Array([0x61, 0xc3, 0x28]))).toBe('unsupported');
  });
});
