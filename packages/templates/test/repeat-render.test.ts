import { resumeDataSchema } from '@resume/core';
import { expect, it } from 'vitest';
import { renderResumePdf } from '../src/index';
import { normalise, readPdf } from './pdf-text';

/**
 * A server renders many resumes in one process, and the preview re-renders on every edit. Letters
 * that an earlier resume only used inside an accented letter (the "C" of "Ç") must still reach
 * the text layer of the next one: fontkit caches those glyphs without their characters.
 */
it('keeps every letter in the text layer of a resume rendered after another', async () => {
  const first = resumeDataSchema.parse({ first_name: 'Çağrı', last_name: 'Şahin' });
  const second = resumeDataSchema.parse({ first_name: 'Carlos', last_name: 'Santos', title: 'Écrivain' });
  const before = await readPdf(await renderResumePdf(first, { template: 'sidebar' }));
  const after = await readPdf(await renderResumePdf(second, { template: 'sidebar' }));
  expect(before.text).toContain(normalise('Çağrı Şahin'));
  expect(after.text).toContain(normalise('Carlos Santos'));
});
