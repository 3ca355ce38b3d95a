import { type CoverLetterContent, type ResumeData, TEMPLATES } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { drawing, fill, fontNames, rgb, stroke } from '../../test/pdf-drawing';
import { normalise, type PlacedText, readPdf } from '../../test/pdf-text';
import { renderResumePdf } from '../render';
import { templateDesign } from '../templates';
import { letterHeadOf } from './letter-design';
import { renderLetterPdf } from './render-letter';
import { renderLetterDocx } from './render-letter-docx';

const fullResume = completeResume();

/**
 * A cover letter should look like it came with its resume: the same letterhead (name, headline,
 * contacts) in the same place, fonts and colours, with the template's band, rules or side column.
 */
const resume: ResumeData = { ...fullResume, experience: [], education: [], skills: [], summary: 'Engineer.' };
const LETTER: CoverLetterContent = {
  recipient_name: 'Ana Rivera',
  recipient_title: 'Hiring Manager',
  company: 'Globex',
  role: 'Platform Engineer',
  date: '3 March 2026',
  greeting: 'Dear Ms Rivera,',
  paragraphs: ['I am writing about the Platform Engineer role at Globex.', 'I led payments work.'],
  closing: 'Sincerely,',
  signature_name: 'Jane Doe',
};
const NAME = 'Jane Alexandra Doe';
const IDS = TEMPLATES.map((t) => t.id);

/** The first run of text that is, or starts with, `text` (a contact may share its run with a separator). */
const at = (items: PlacedText[], text: string) =>
  items.find((item) => normalise(item.text).startsWith(normalise(text)));
const SLOW = 30_000;
const colours = (id: string) => templateDesign(id).theme.tokens.colors;

const pdfs = new Map<string, Promise<{ letter: Uint8Array; resume: Uint8Array }>>();
const rendered = (id: string) => {
  let both = pdfs.get(id);
  if (!both) {
    both = Promise.all([
      renderLetterPdf(LETTER, resume, { template: id }),
      renderResumePdf(resume, { template: id }),
    ]).then(([letter, resumePdf]) => ({ letter, resume: resumePdf }));
    pdfs.set(id, both);
  }
  return both;
};

describe.each(IDS)('the %s letter as PDF', (id) => {
  it(
    "puts the name, headline and contacts where the resume's header has them",
    async () => {
      const both = await rendered(id);
      const [letter, original] = await Promise.all([readPdf(both.letter), readPdf(both.resume)]);
      const first = (reading: typeof letter) => reading.pages[0]!.items;
      for (const text of [NAME, resume.title, resume.email]) {
        const inLetter = at(first(letter), text);
        const inResume = at(first(original), text);
        expect(inLetter, `${text} in the letter`).toBeDefined();
        expect(inResume, `${text} in the resume`).toBeDefined();
        expect(Math.abs(inLetter!.x - inResume!.x), `${text}: x`).toBeLessThan(1);
        expect(Math.abs(inLetter!.y - inResume!.y), `${text}: y`).toBeLessThan(1);
      }
      expect(letter.text).toContain('platform engineer role at globex');
    },
    SLOW,
  );

  it("is set in the resume's fonts", async () => {
    const { letter, resume: original } = await rendered(id);
    const { fonts } = templateDesign(id).theme.tokens;
    const used = new Set(fontNames(letter));
    for (const family of new Set([fonts.name, fonts.body]))
      expect(
        [...used].some((name) => name.startsWith(family.replaceAll(' ', ''))),
        family,
      ).toBe(true);
    // No font the resume does not use.
    const resumeFamilies = new Set(fontNames(original).map((name) => name.split('-')[0]));
    for (const name of used) expect(resumeFamilies).toContain(name.split('-')[0]);
  });

  it("draws the name in the resume's colour", async () => {
    const { letter } = await rendered(id);
    const { styles, tokens } = templateDesign(id).theme;
    const nameColour = typeof styles.name.color === 'string' ? styles.name.color : tokens.colors.text;
    expect(drawing(letter)).toContain(fill(nameColour.length === 4 ? '#ffffff' : nameColour));
  });
});

describe("each template's mark on its letter", () => {
  it('modern: the accent band across the full width of the page, the name white on it', async () => {
    const ops = drawing((await rendered('modern')).letter);
    expect(ops).toMatch(new RegExp(`${fill(colours('modern').accent)}\\n0 0 595\\.28\\d* [\\d.]+ re`));
    expect(ops).toContain(fill('#ffffff'));
  });

  it('executive: the header over a rule in its navy accent', async () => {
    expect(drawing((await rendered('executive')).letter)).toContain(fill(colours('executive').accent));
  });

  it('compact: name and headline on one line, the headline in the accent, a rule under the contacts', async () => {
    const { letter } = await rendered('compact');
    const items = (await readPdf(letter)).pages[0]!.items;
    expect(Math.abs(at(items, NAME)!.y - at(items, resume.title)!.y)).toBeLessThan(8);
    expect(at(items, resume.title)!.x).toBeGreaterThan(at(items, NAME)!.x + 100);
    const ops = drawing(letter);
    expect(ops).toContain(fill(colours('compact').accent));
    expect(ops).toContain(stroke(colours('compact').rule));
  });

  it('sidebar: the tinted column on the left with the contacts, the letter beside it', async () => {
    const { letter } = await rendered('sidebar');
    const head = letterHeadOf('sidebar');
    expect(head.kind).toBe('side-column');
    if (head.kind !== 'side-column') return;
    expect(drawing(letter)).toContain(fill(colours('sidebar').panel!));
    const items = (await readPdf(letter)).pages[0]!.items;
    const name = at(items, NAME)!;
    expect(at(items, resume.email)!.x).toBeLessThan(name.x);
    expect(at(items, LETTER.greeting)!.x).toBeCloseTo(name.x, 0);
  });

  it.each(['classic', 'elegant'])(
    '%s: the centred header closed by a line in its rule colour',
    async (id) => {
      const { letter } = await rendered(id);
      const page = (await readPdf(letter)).pages[0]!;
      const name = at(page.items, NAME)!;
      const greeting = at(page.items, LETTER.greeting)!;
      // Centred: well in from the left margin the letter's own text starts at.
      expect(name.x).toBeGreaterThan(greeting.x + 60);
      expect(drawing(letter)).toMatch(new RegExp(`${rgb(colours(id).rule)} (scn|SCN)`));
    },
  );

  it('gives every catalogue template a letterhead of its own', () => {
    expect(new Set(IDS.map((id) => JSON.stringify(letterHeadOf(id)))).size).toBe(IDS.length);
  });
});

describe('the letter as Word', () => {
  const parts = async (id: string) => {
    const files = unzipSync(await renderLetterDocx(LETTER, resume, { template: id }));
    return { document: strFromU8(files['word/document.xml']!), styles: strFromU8(files['word/styles.xml']!) };
  };
  const word = (hex: string) => hex.replace('#', '').toUpperCase();

  it.each(IDS)("%s: the resume's fonts and accent, the name as the Title", async (id) => {
    const { document, styles } = await parts(id);
    const { fonts, colors } = templateDesign(id).theme.tokens;
    expect(styles).toContain(`w:ascii="${fonts.body}"`);
    expect(styles).toContain(`w:ascii="${fonts.name}"`);
    expect(styles + document).toContain(`w:val="${word(colors.accent)}"`);
    expect(document).toMatch(/<w:pStyle w:val="Title"\/>.*Jane Alexandra Doe/s);
    expect(document).toContain('Platform Engineer role at Globex');
    expect(document).not.toMatch(/<w:tbl>|<w:txbxContent/);
  });

  it('modern: the header on a band of the accent, in light type', async () => {
    const { document } = await parts('modern');
    expect(document).toContain(`w:fill="${word(colours('modern').accent)}"`);
    expect(document).toContain('<w:color w:val="FFFFFF"/>');
  });

  it('executive: a two-point rule in the accent under the header', async () => {
    const { document } = await parts('executive');
    expect(document).toMatch(
      new RegExp(`<w:bottom [^>]*w:color="${word(colours('executive').accent)}" w:sz="16"`),
    );
  });

  it('compact: the headline on the name line, at its right edge', async () => {
    const { document } = await parts('compact');
    expect(document).toMatch(
      /<w:pStyle w:val="Title"\/>.*<w:tab w:val="right".*Jane Alexandra Doe.*<w:tab\/>.*Senior Software Engineer/s,
    );
  });

  it('elegant: a short centred hairline under the centred header', async () => {
    const { document } = await parts('elegant');
    expect(document).toMatch(/<w:ind w:left="\d{3,}" w:right="\d{3,}"\/>/);
    expect(document).toContain('<w:jc w:val="center"/>');
  });
});
