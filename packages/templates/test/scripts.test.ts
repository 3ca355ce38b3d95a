import { Font } from '@react-pdf/renderer';
import { emptyExperience, type ResumeData, resumeDataSchema, TEMPLATES } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { FACES, FONT_FAMILIES } from '../src/fonts/faces';
import { registerResumeFonts } from '../src/fonts/register';
import { renderResumePdf } from '../src/index';
import { normalise, readPdf } from './pdf-text';

/** People write their names, employers and cities in their own alphabets. */
const international: ResumeData = resumeDataSchema.parse({
  first_name: 'Ørjan',
  middle_name: 'Łukasz',
  last_name: 'Brzęczyszczykiewicz',
  title: 'Инженер-программист',
  location: 'Θεσσαλονίκη, Ελλάδα',
  summary:
    'Работал с Иван Петров и Γιώργος Παπαδόπουλος над системой платежей. Déjà vu, naïve façade, Ærøskøbing.',
  experience: [
    {
      ...emptyExperience(),
      job_title: 'Ведущий разработчик',
      company: 'Όμιλος Γιώργος Α.Ε.',
      city: 'Zürich',
      country: 'Schweiz',
      start_date: '2019-05',
      is_current: true,
      achievements: [
        'Сократил время сборки на 40%.',
        'Μείωσε το κόστος κατά 25%.',
        'Ústí nad Labem, Şişli, Kraków, Tōkyō.',
      ],
    },
  ],
  skills: [{ name: 'Gestión de equipos', level: 'expert' }],
});

const WRITTEN = [
  'Ørjan Łukasz Brzęczyszczykiewicz',
  'Инженер-программист',
  'Θεσσαλονίκη, Ελλάδα',
  'Иван Петров',
  'Γιώργος Παπαδόπουλος',
  'Déjà vu, naïve façade, Ærøskøbing.',
  'Ведущий разработчик',
  'Όμιλος Γιώργος Α.Ε.',
  'Zürich',
  'Сократил время сборки на 40%.',
  'Μείωσε το κόστος κατά 25%.',
  'Ústí nad Labem, Şişli, Kraków, Tōkyō.',
  'Gestión de equipos',
];

describe.each(TEMPLATES.map((t) => t.id))('the %s template', (template) => {
  it('prints accented Latin, Cyrillic and Greek as the same text it was given', async () => {
    const { text } = await readPdf(await renderResumePdf(international, { template }));
    expect(WRITTEN.filter((value) => !text.includes(normalise(value)))).toEqual([]);
  });
});

describe('the bundled typefaces', () => {
  // Extracted text comes from the PDF's character map, so it reads right even when a glyph is
  // missing and the page shows an empty box: check the fonts themselves draw every letter.
  const letters = [...new Set(WRITTEN.join('').replace(/\s/g, ''))];

  it.each(FONT_FAMILIES)('%s has a glyph for every letter, in every face', async (fontFamily) => {
    registerResumeFonts();
    const missing: string[] = [];
    for (const face of FACES) {
      const descriptor = { fontFamily, fontWeight: face.fontWeight, fontStyle: face.fontStyle };
      await Font.load(descriptor);
      const font = Font.getFont(descriptor).data;
      expect(font).toBeTruthy();
      for (const letter of letters) {
        if (!font?.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0)) missing.push(`${face.dir} ${letter}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
