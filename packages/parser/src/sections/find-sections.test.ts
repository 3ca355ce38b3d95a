import { describe, expect, it } from 'vitest';
import { line, segment } from '../../test/support/lines';
import { findSections, headingText } from './find-sections';
import { classifyHeading } from './heading-vocabulary';

describe('classifyHeading', () => {
  it.each([
    ['Work Experience', 'experience'],
    ['WORK HISTORY', 'experience'],
    ['Employment', 'experience'],
    ['Volunteer Experience', 'experience'],
    ['On Campus Involvement', 'experience'],
    ['Technical Skills', 'skills'],
    ['Technologies', 'skills'],
    ['Strengths', 'skills'],
    ['Programming Languages', 'skills'],
    ['Languages', 'languages'],
    ['Professional Summary', 'summary'],
    ['Career Summary', 'summary'],
    ['Career Objective', 'summary'],
    ['About Me', 'summary'],
    ['Objective', 'summary'],
    ['Honors/Awards', 'awards'],
    ['Education & Certifications', 'education'],
    ['Profiles', 'links'],
    ['Academic Positions', 'experience'],
    ['Academic Projects', 'projects'],
    ['Academic Qualifications', 'education'],
    ['Academic Background', 'education'],
  ])('%s → %s', (text, kind) => {
    expect(classifyHeading(headingText(text))).toBe(kind);
  });

  it('never reads "work" inside another word, and refuses non-heading phrases', () => {
    expect(classifyHeading('Coursework')).toBe('coursework');
    expect(classifyHeading('Networking events')).toBeNull();
    expect(classifyHeading('Software Engineer at Work Inc')).toBeNull();
  });

  it('reads letter-spaced headings', () => {
    expect(classifyHeading(headingText('E X P E R I E N C E'))).toBe('experience');
  });
});

describe('findSections', () => {
  const body = { size: 10 };
  const heading = { size: 10, bold: true };

  it('splits the header from sections found by vocabulary and weight', () => {
    const layout = findSections({
      wraps: true,
      lines: [
        line('Jane Doe', { size: 20, bold: true }),
        line('jane@example.com', body),
        line('EXPERIENCE', heading),
        line('Acme', body),
        line('Relevant Coursework: Algorithms', body),
        line('SKILLS', heading),
        line('Go, Python', body),
      ],
    });
    expect(layout.header.map((l) => l.text)).toEqual(['Jane Doe', 'jane@example.com']);
    expect(layout.sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ['experience', ['Acme', 'Relevant Coursework: Algorithms']],
      ['skills', ['Go, Python']],
    ]);
  });

  it('does not take an unstyled body line of heading words for a heading in a PDF', () => {
    const layout = findSections({ wraps: true, lines: [line('EDUCATION', heading), line('Skills', body)] });
    expect(layout.sections).toHaveLength(1);
  });

  it('finds headings outside the vocabulary that look exactly like the known ones', () => {
    const big = { size: 14 };
    const layout = findSections({
      wraps: true,
      lines: [
        line('Welcome to My Page', big),
        line('Some longer text of the document in the body size', body),
        line('Education', big),
        line('A school with a long enough name to be body text', body),
      ],
    });
    expect(layout.sections.map((s) => [s.kind, s.known])).toEqual([
      ['other', false],
      ['education', true],
    ]);
  });

  it('reads an employer in the look of the headings as the next entry when the first entry looks so too', () => {
    const layout = findSections({
      wraps: true,
      lines: [
        line('EXPERIENCE', heading),
        line('RIVERSIDE COMMUNITY HOSPITAL – Sacramento, CA', heading),
        line('Pediatric Nurse | 2021-11 to 2026-04', body),
        line('CHILDREN’S HOSPITAL OF THE VALLEY', heading),
        line('Clinical Nurse Educator | 2017-07 to 2021-09', body),
        line('EDUCATION', heading),
        line('Rutgers University', body),
      ],
    });
    expect(layout.sections.map((s) => s.heading)).toEqual(['EXPERIENCE', 'EDUCATION']);
  });

  it('puts the top of a sidebar layout’s main column in the header', () => {
    const layout = findSections({
      wraps: true,
      lines: [
        line('SKILLS', { ...heading, block: 0 }),
        line('Go', { ...body, block: 0 }),
        line('John Doe', { size: 22, bold: true, block: 1 }),
        line('john@example.com', { ...body, block: 1 }),
        line('SUMMARY', { ...heading, block: 1 }),
        line('I build things.', { ...body, block: 1 }),
      ],
    });
    expect(layout.header.map((l) => l.text)).toEqual(['John Doe', 'john@example.com']);
    expect(layout.sections.map((s) => s.kind)).toEqual(['skills', 'summary']);
  });

  it('reads a side heading printed on the same row as the first entry', () => {
    const layout = findSections({
      wraps: true,
      lines: [
        line('Jane Doe', { size: 20 }),
        line(['EXPERIENCE', 'Acme Corp'], heading),
        line('Engineer', body),
      ],
    });
    expect(layout.sections[0]?.kind).toBe('experience');
    expect(layout.sections[0]?.lines.map((l) => l.text)).toEqual(['Acme Corp', 'Engineer']);
  });

  /** A row of a table layout: a side label at x 0, the entry's text beside it at x 120. */
  const row = (label: string, text: string, y: number) => ({
    ...line(text, { ...body, x: 120, y }),
    text: `${label} ${text}`,
    x: 0,
    segments: [segment(label, { x: 0 }), segment(text, { x: 120 })],
  });

  it('reads a side heading printed over two rows beside the first entry', () => {
    const layout = findSections({
      wraps: true,
      lines: [
        line('Jane Doe', { size: 20 }),
        row('CAREER', 'Nurse Manager', 10),
        row('HISTORY', 'Good Hospital', 20),
      ],
    });
    expect(layout.sections[0]?.heading).toBe('CAREER HISTORY');
    expect(layout.sections[0]?.kind).toBe('experience');
    expect(layout.sections[0]?.lines.map((l) => l.text)).toEqual(['Nurse Manager', 'Good Hospital']);
  });

  it('keeps two side headings a block apart as two headings', () => {
    const layout = findSections({
      wraps: true,
      lines: [
        line('Jane Doe', { size: 20 }),
        row('ABOUT ME', 'Nurse with 12 years of acute care.', 10),
        row('EMPLOYMENT', 'Nurse Manager', 32),
        row('HISTORY', 'Good Hospital', 45),
      ],
    });
    expect(layout.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['summary', 'ABOUT ME'],
      ['experience', 'EMPLOYMENT HISTORY'],
    ]);
  });

  it('keeps a smaller label like "Highlights" inside the job it belongs to', () => {
    const section = { size: 12, bold: true };
    const layout = findSections({
      wraps: true,
      lines: [
        line('Jane Doe', { size: 20 }),
        line('SUMMARY', section),
        line('I build payment systems.', body),
        line('WORK EXPERIENCE', section),
        line(['Tessaro Freight', 'Feb 2020 – Present'], body),
        line('Highlights', { size: 8, bold: true }),
        line('Split a monolith into six services', { ...body, bullet: true }),
        line('EDUCATION', section),
        line('Escola Politècnica de Vilaret', body),
      ],
    });
    expect(layout.sections.map((s) => s.kind)).toEqual(['summary', 'experience', 'education']);
    expect(layout.sections[1]?.lines.map((l) => l.text)).toContain('Highlights');
  });

  it('keeps the labels of a Contact section inside it', () => {
    const label = { size: 9 };
    const layout = findSections({
      wraps: true,
      lines: [
        line('CONTACT', label),
        line('EMAIL', label),
        line('jane@example.com', body),
        line('LOCATION', label),
        line('London, United Kingdom', body),
        line('SKILLS', label),
        line('Go', body),
      ],
    });
    expect(layout.sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['links', 4],
      ['skills', 1],
    ]);
  });

  it('reads a side heading that takes the look of its own text, not of the row', () => {
    const layout = findSections({
      wraps: true,
      lines: [
        line('Jane Doe', { size: 24 }),
        {
          ...line('Work Lead Android Engineer', { size: 16, bold: true }),
          segments: [
            segment('Work', { size: 20 }),
            segment('Lead Android Engineer', { size: 16, bold: true, x: 70 }),
          ],
        },
        line('Fjordline Apps', body),
        line('Some longer text of the document in the body size', body),
        line('iOS Developer', { size: 16, bold: true }),
        line('Harbour Ticketing', body),
      ],
    });
    expect(layout.sections.map((s) => s.kind)).toEqual(['experience']);
  });

  it.each([
    ['Expérience professionnelle', 'experience'],
    ['Formation', 'education'],
    ['Compétences', 'skills'],
    ["Centres d'intérêt", 'interests'],
    ['Berufserfahrung', 'experience'],
    ['Ausbildung', 'education'],
    ['Kenntnisse und Fähigkeiten', 'skills'],
    ['Sprachen', 'languages'],
    ['Experiencia laboral', 'experience'],
    ['Educación', 'education'],
    ['Habilidades', 'skills'],
    ['Idiomas', 'languages'],
    ['Sobre mí', 'summary'],
  ])('reads the %s heading as %s', (text, kind) => {
    expect(classifyHeading(text)).toBe(kind);
  });

  it('reads plain-text headings from short lines of heading words', () => {
    const layout = findSections({
      wraps: false,
      lines: [line('Jane Doe'), line('Skills:'), line('Go, Rust')],
    });
    expect(layout.sections.map((s) => s.kind)).toEqual(['skills']);
  });
});

describe('letter-spaced headings', () => {
  it('splits the letters back into heading words', async () => {
    const { respaceHeading } = await import('./heading-vocabulary');
    expect(respaceHeading('WORKEXPERIENCE')).toBe('work experience');
    expect(respaceHeading('LENAFISCHER')).toBeNull();
    expect(classifyHeading(headingText('W O R K E X P E R I E N C E'))).toBe('experience');
  });

  it('reads letter-spaced headings with accents given as separate marks', () => {
    expect(classifyHeading(headingText('E X P E\u0301 R I E N C E'))).toBe('experience');
  });

  it('reads letter-spaced headings with a kerned pair in one piece', () => {
    expect(classifyHeading(headingText('E D U C AT I O N'))).toBe('education');
    expect(classifyHeading(headingText('S U M M A RY'))).toBe('summary');
    expect(headingText('IT QA')).toBe('IT QA');
  });
});

describe('headings the person renamed', () => {
  it('takes a declared heading outside the vocabulary for a section even in the look of the entries above it', () => {
    // A Markdown export: "##" headings and "###" entry heads are both bold at the body size.
    const bold = { size: 10, bold: true };
    const declared = (text: string) => ({ ...line(text, bold), styledHeading: true });
    const layout = findSections({
      wraps: false,
      lines: [
        line('Jane Doe', bold),
        declared('Studies'),
        line('MSc in Computer Science — University of Edinburgh', bold),
        line('Sep 2012 – Jun 2014', { size: 10 }),
        declared('Where I worked'),
        line('Staff Engineer — Northwind Payments', bold),
        line('Mar 2021 – Present', { size: 10 }),
      ],
    });
    expect(layout.sections.map((s) => [s.heading, s.kind, s.lines.length])).toEqual([
      ['Studies', 'education', 2],
      ['Where I worked', 'experience', 2],
    ]);
  });
});
