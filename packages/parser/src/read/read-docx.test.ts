import mammoth from 'mammoth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildZip } from '../../test/support/zip';
import { ParseError } from '../errors';
import { readDocx } from './read-docx';

const MIB = 1024 * 1024;
const text = (s: string) => new TextEncoder().encode(s);

/** A DOCX whose main document, as `_rels/.rels` says, is `word/main.dat`: `data`, deflated. */
function docxWithMainPart(data: Uint8Array, declaredSize?: number): Uint8Array {
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: text(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/main.dat" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: text(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/main.dat"/></Relationships>',
      ),
    },
    { name: 'word/main.dat', data, ...(declaredSize === undefined ? {} : { declaredSize }) },
  ]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readDocx', () => {
  it('reads a main document wherever _rels/.rels points, .dat included', async () => {
    const body = '<w:p><w:r><w:t>Jane Doe</w:t></w:r></w:p>';
    const document = text(
      `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    );
    const { lines } = await readDocx(docxWithMainPart(document));
    expect(lines.map((l) => l.text)).toEqual(['Jane Doe']);
  });

  it('refuses a main document named .dat that inflates past the limit before mammoth opens any part', async () => {
    const convert = vi.spyOn(mammoth, 'convertToHtml');
    // 40 MiB of zeros deflate to 40 KB; the probe's 2,000 MiB took the process from 0.68 to 1.47 GB.
    for (const declared of [undefined, 100]) {
      const bomb = docxWithMainPart(new Uint8Array(40 * MIB), declared);
      expect(bomb.byteLength).toBeLessThan(100_000);
      const error = await readDocx(bomb).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ParseError);
      expect(error).toMatchObject({
        code: 'corrupt',
        message: 'This DOCX file expands to far more data than a resume.',
      });
    }
    expect(convert).not.toHaveBeenCalled();
  });
});
