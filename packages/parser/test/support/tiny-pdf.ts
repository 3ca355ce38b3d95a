/**
 * Writes small PDFs by hand for tests: one or more pages of text in the standard Helvetica fonts,
 * with a correct cross-reference table, so tests do not depend on any PDF generator.
 */

export interface PdfText {
  text: string;
  x: number;
  /** From the top of the page, in points. */
  y: number;
  size?: number;
  bold?: boolean;
}

const escapePdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function contentStream(items: PdfText[], height: number): string {
  return items
    .map(
      (i) =>
        `BT /${i.bold ? 'F2' : 'F1'} ${i.size ?? 11} Tf ${i.x} ${height - i.y} Td (${escapePdfString(i.text)}) Tj ET`,
    )
    .join('\n');
}

/** Builds a PDF whose pages hold the given text items. */
export function buildPdf(
  pages: PdfText[][],
  options: { width?: number; height?: number; encrypted?: boolean } = {},
): Uint8Array {
  const width = options.width ?? 612;
  const height = options.height ?? 792;
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('PAGES');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  for (const items of pages) {
    const stream = contentStream(items, height);
    const contentId = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  }
  // A standard security handler whose keys match no password: readers must ask for one.
  const encrypt = options.encrypted
    ? add(`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`)
    : 0;
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const security = encrypt ? ` /Encrypt ${encrypt} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]` : '';
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${security} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** A one-column resume as a hand-made PDF: the same content the DOCX and TXT tests use. */
export function sampleResumePdf(): Uint8Array {
  const left = 50;
  const lines: PdfText[] = [
    { text: 'Jane Q. Doe', x: left, y: 60, size: 22, bold: true },
    {
      text: 'jane.doe@example.com | +44 20 7946 0958 | London, UK | github.com/janedoe',
      x: left,
      y: 85,
      size: 10,
    },
    { text: 'SUMMARY', x: left, y: 120, size: 12, bold: true },
    {
      text: 'Backend engineer who builds reliable payment systems and mentors new developers.',
      x: left,
      y: 136,
    },
    { text: 'EXPERIENCE', x: left, y: 170, size: 12, bold: true },
    { text: 'Acme Payments Ltd', x: left, y: 186, bold: true },
    { text: 'Jan 2021 - Present', x: 480, y: 186 },
    { text: 'Senior Software Engineer', x: left, y: 200 },
    { text: '- Cut settlement time by 40% by rewriting the batch pipeline', x: 60, y: 214 },
    { text: 'Globex', x: left, y: 236, bold: true },
    { text: 'Jun 2018 - Dec 2020', x: 470, y: 236 },
    { text: 'Software Engineer', x: left, y: 250 },
    { text: '- Built the public REST API used by 300 partners', x: 60, y: 264 },
    { text: 'EDUCATION', x: left, y: 298, size: 12, bold: true },
    { text: 'University of Manchester', x: left, y: 314, bold: true },
    { text: '2014 - 2018', x: 500, y: 314 },
    { text: 'BSc in Computer Science', x: left, y: 328 },
    { text: 'SKILLS', x: left, y: 362, size: 12, bold: true },
    { text: 'Languages: Go, Python, TypeScript', x: left, y: 378 },
    { text: 'Tools: PostgreSQL, Kafka, Docker', x: left, y: 392 },
  ];
  return buildPdf([lines]);
}
