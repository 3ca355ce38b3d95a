import { describe, expect, it } from 'vitest';
import { coverLetterToMarkdown, coverLetterToPlainText } from './letter-text';
import type { CoverLetterContent } from './schema';

const letter: CoverLetterContent = {
  recipient_name: 'Jane Doe',
  recipient_title: 'Head of Data',
  company: 'Northwind Traders',
  role: 'Data Analyst',
  date: '3 March 2026',
  greeting: 'Dear Jane Doe,',
  paragraphs: ['I am writing to apply for the Data Analyst role.', '', '1. I *love* SQL.'],
  closing: 'Sincerely,',
  signature_name: 'Sam Taylor',
};

describe('a letter as text', () => {
  it('prints date, recipient, greeting, paragraphs and sign-off a blank line apart', () => {
    expect(coverLetterToPlainText(letter)).toBe(
      '3 March 2026\n\nJane Doe\nHead of Data\nNorthwind Traders\n\nDear Jane Doe,\n\n' +
        'I am writing to apply for the Data Analyst role.\n\n1. I *love* SQL.\n\nSincerely,\nSam Taylor\n',
    );
  });

  it('keeps lines apart and formatting characters literal in Markdown', () => {
    const md = coverLetterToMarkdown(letter);
    expect(md).toContain('Jane Doe\\\nHead of Data\\\nNorthwind Traders');
    expect(md).toContain('1\\. I \\*love\\* SQL.');
    expect(md.endsWith('Sincerely,\\\nSam Taylor\n')).toBe(true);
  });
});
