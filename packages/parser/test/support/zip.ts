import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipInput {
  name: string;
  data: Uint8Array;
  /** 0 stores, 8 deflates. */
  method?: 0 | 8;
  /** Lie about the inflated size in the directory, as zip bombs do. */
  declaredSize?: number;
}

/** Writes a zip archive by hand, so tests can build DOCX files no library would write. */
export function buildZip(inputs: ZipInput[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const input of inputs) {
    const method = input.method ?? 8;
    const body = method === 8 ? new Uint8Array(deflateRawSync(input.data)) : input.data;
    const name = new TextEncoder().encode(input.name);
    const size = input.declaredSize ?? input.data.byteLength;
    const crc = crc32(input.data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, method, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, body.byteLength, true);
    local.setUint32(22, size, true);
    local.setUint16(26, name.byteLength, true);
    const entry = new DataView(new ArrayBuffer(46));
    entry.setUint32(0, 0x02014b50, true);
    entry.setUint16(4, 20, true);
    entry.setUint16(6, 20, true);
    entry.setUint16(10, method, true);
    entry.setUint32(16, crc, true);
    entry.setUint32(20, body.byteLength, true);
    entry.setUint32(24, size, true);
    entry.setUint16(28, name.byteLength, true);
    entry.setUint32(42, offset, true);
    chunks.push(new Uint8Array(local.buffer), name, body);
    central.push(new Uint8Array(entry.buffer), name);
    offset += 30 + name.byteLength + body.byteLength;
  }
  const directorySize = central.reduce((n, c) => n + c.byteLength, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, inputs.length, true);
  end.setUint16(10, inputs.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const all = [...chunks, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of all) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

const text = (s: string) => new TextEncoder().encode(s);

/** The smallest DOCX mammoth opens, with the given body XML inside <w:body>. */
export function minimalDocx(bodyXml: string, extra: ZipInput[] = []): Uint8Array {
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: text(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: text(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: text(
        `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml}</w:body></w:document>`,
      ),
    },
    ...extra,
  ]);
}
