import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './content-disposition';

describe('download file names', () => {
  it('an ASCII name goes as it is', () => {
    expect(attachmentDisposition('Backend resume (2024)', 'pdf')).toBe(
      'attachment; filename="Backend resume (2024).pdf"',
    );
  });

  it('an accented name keeps its accents in filename* and loses them in the fallback', () => {
    expect(attachmentDisposition('María García', 'txt')).toBe(
      `attachment; filename="Maria Garcia.txt"; filename*=UTF-8''Mar%C3%ADa%20Garc%C3%ADa.txt`,
    );
  });

  it('another script survives in filename*; the fallback says "resume" rather than nothing', () => {
    const header = attachmentDisposition('Резюме', 'pdf');
    expect(header).toBe(
      `attachment; filename="resume.pdf"; filename*=UTF-8''%D0%A0%D0%B5%D0%B7%D1%8E%D0%BC%D0%B5.pdf`,
    );
  });

  it('quotes, slashes and line breaks never reach the header', () => {
    const header = attachmentDisposition('a"b/..\\c\r\nSet-Cookie: x', 'pdf');
    expect(header).toBe('attachment; filename="a b .. c Set-Cookie x.pdf"');
  });

  it('a name with nothing usable becomes "resume"', () => {
    expect(safeFileName('  ///  ')).toBe('resume');
    expect(safeFileName('...hidden')).toBe('hidden');
  });

  it('a long name is cut to fit every file system, between characters, never inside one', () => {
    const emoji = attachmentDisposition(`${'a'.repeat(99)}😀 and more`, 'pdf');
    expect(emoji).toBe(
      `attachment; filename="${'a'.repeat(99)}_.pdf"; filename*=UTF-8''${'a'.repeat(99)}%F0%9F%98%80.pdf`,
    );
    const chinese = decodeURIComponent(attachmentDisposition('履'.repeat(100), 'pdf').split("''")[1] ?? '');
    expect(new TextEncoder().encode(chinese).length).toBeLessThanOrEqual(255);
    expect(chinese).toMatch(/^履+\.pdf$/);
  });

  it('a name Windows keeps for a device is not sent alone', () => {
    expect(attachmentDisposition('CON', 'pdf')).toBe('attachment; filename="CON resume.pdf"');
    expect(safeFileName('lpt1')).toBe('lpt1 resume');
    expect(safeFileName('Console')).toBe('Console');
  });
});
