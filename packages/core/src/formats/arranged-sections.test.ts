import { describe, expect, it } from 'vitest';
import { emptyCustomEntry, resumeDataSchema } from '../schemas/resume';
import { arrangedResume, completeResume } from '../testing';
import { resumeToMarkdown } from './markdown-resume';
import { resumeToPlainText } from './plain-text-resume';

/** The complete resume arranged the person's way: reordered, renamed, one hidden, one of their own. */
const arranged = arrangedResume(
  {
    order: ['education', 'custom:vol', 'experience'],
    headings: { experience: 'Work history' },
    hidden: ['summary'],
  },
  'Volunteering',
);
// An entry left empty prints nothing.
arranged.custom_sections?.[0]?.entries.push(emptyCustomEntry());

const lineOf = (text: string, line: string) => text.split('\n').indexOf(line);

describe('the TXT and Markdown exports of an arranged resume', () => {
  it('TXT prints the sections in the chosen order under the chosen headings, hidden ones left out', () => {
    const text = resumeToPlainText(arranged);
    const education = lineOf(text, 'EDUCATION');
    const volunteering = lineOf(text, 'VOLUNTEERING');
    const work = lineOf(text, 'WORK HISTORY');
    expect(education).toBeGreaterThan(0);
    expect(volunteering).toBeGreaterThan(education);
    expect(work).toBeGreaterThan(volunteering);
    expect(lineOf(text, 'EXPERIENCE')).toBe(-1);
    expect(lineOf(text, 'SUMMARY')).toBe(-1);
    expect(text).not.toContain('Senior software engineer with eleven years');
    expect(text).toContain(
      [
        'VOLUNTEERING',
        'Code Club mentor — Raspberry Pi Foundation',
        'Sep 2019 – Jul 2022 | London',
        'Weekly coding club for children aged 9 to 13.',
        '- Taught Scratch and Python to 40 children',
      ].join('\n'),
    );
  });

  it('Markdown does the same with section and entry headings', () => {
    const markdown = resumeToMarkdown(arranged);
    const at = (heading: string) => markdown.indexOf(`\n## ${heading}\n`);
    expect(at('Education')).toBeGreaterThan(0);
    expect(at('Volunteering')).toBeGreaterThan(at('Education'));
    expect(at('Work history')).toBeGreaterThan(at('Volunteering'));
    expect(at('Summary')).toBe(-1);
    expect(markdown).toContain(
      '### Code Club mentor — Raspberry Pi Foundation\n\n*Sep 2019 – Jul 2022 · London*',
    );
  });

  it('prints no heading for a custom section without entries', () => {
    const empty = resumeDataSchema.parse({
      ...arranged,
      custom_sections: [{ id: 'vol', heading: 'Volunteering', entries: [{ title: ' ' }] }],
    });
    expect(resumeToPlainText(empty)).not.toContain('VOLUNTEERING');
    expect(resumeToMarkdown(empty)).not.toContain('Volunteering');
  });

  it('prints a resume without choices as before: the standard order and headings', () => {
    const text = resumeToPlainText(completeResume());
    const headings = text.split('\n').filter((line) => /^[A-Z]{4,}$/.test(line));
    expect(headings).toEqual([
      'SUMMARY',
      'EXPERIENCE',
      'EDUCATION',
      'SKILLS',
      'LANGUAGES',
      'CERTIFICATIONS',
      'PROJECTS',
      'LINKS',
    ]);
  });
});
