import { describe, expect, it } from 'vitest';
import { buildZip, minimalDocx } from '../../test/support/zip';
import { ParseError } from '../errors';
import { guardZip, listZipEntries } from './zip-guard';

const MIB = 1024 * 1024;

describe('guardZip', () => {
  it('lists the entries of a zip and accepts an ordinary DOCX', () => {
    const docx = minimalDocx('<w:p><w:r><w:t>Hello</w:t></w:r></w:p>');
    expect(listZipEntries(docx).map((e) => e.name)).toContain('word/document.xml');
    expect(() => guardZip(docx)).not.toThrow();
  });

  it('refuses an entry that inflates past the limit even when its declared size is small', () => {
    const bomb = buildZip([
      { name: 'word/document.xml', data: new Uint8Array(20 * 1024 * 1024), declaredSize: 100 },
    ]);
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect(() => guardZip(bomb)).toThrow(ParseError);
    expect(() => guardZip(bomb)).toThrow(/far more data/);
  });

  it('refuses a zip without a directory', () => {
    expect(() => guardZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toThrow(ParseError);
  });

  it('checks every part of a DOCX, whatever its name: mammoth follows the relationships to any part', () => {
    // 20 MiB of zeros deflate to 20 KB; named .dat, the old check (.xml and .rels only) let it by.
    const bomb = minimalDocx('', [{ name: 'word/main.dat', data: new Uint8Array(20 * MIB) }]);
    expect(bomb.byteLength).toBeLessThan(100_000);
    expect(() => guardZip(bomb)).toThrow('This DOCX file expands to far more data than a resume.');
    const picture = minimalDocx('', [{ name: 'word/media/image1.png', data: new Uint8Array(20 * MIB) }]);
    expect(() => guardZip(picture)).toThrow(/far more data/);
  });

  it('refuses a part whose declared size is past the limit before inflating it', () => {
    // A part that is small indeed, but says it is 2,000 MiB: JSZip trusts what it says.
    const liar = minimalDocx('', [
      { name: 'word/main.dat', data: new Uint8Array(10), declaredSize: 2000 * MIB },
    ]);
    expect(() => guardZip(liar)).toThrow(/far more data/);
    // Within the limit but past the ratio a text part reaches: 2 MB declared for a 10-byte part.
    const ratio = minimalDocx('', [
      { name: 'word/main.dat', data: new Uint8Array(10), declaredSize: 2 * MIB },
    ]);
    expect(() => guardZip(ratio)).toThrow(/far more data/);
  });

  it('returns the parts it was asked to keep, inflated', () => {
    const docx = minimalDocx('', [
      { name: 'word/header1.xml', data: new TextEncoder().encode('<w:t>Hi</w:t>') },
    ]);
    const kept = guardZip(docx, (name) => name.startsWith('word/header'));
    expect(new TextDecoder().decode(kept.get('word/header1.xml'))).toBe('<w:t>Hi</w:t>');
  });
});
