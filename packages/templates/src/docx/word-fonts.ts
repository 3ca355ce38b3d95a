import { DESIGN_FONTS } from '@resume/core';
import type { ThemeTokens } from '../blocks/theme';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const xmlAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One font of the document's font table: our family, the Word-safe font that stands in for it
 * (`altName`, what Word and LibreOffice try when the family is not installed) and its class
 * (`roman`: serif, `swiss`: sans-serif), which Word's own substitution falls back on.
 */
function fontEntry(name: string): string {
  const known = DESIGN_FONTS.find((font) => font.name === name);
  const alt = known ? `<w:altName w:val="${xmlAttribute(known.fallback)}"/>` : '';
  const family = known?.kind === 'serif' ? 'roman' : 'swiss';
  return `<w:font w:name="${xmlAttribute(name)}">${alt}<w:family w:val="${family}"/><w:pitch w:val="variable"/></w:font>`;
}

/**
 * word/fontTable.xml naming each family the document uses with its fallback: the Word file asks for
 * the resume's own fonts (the PDF's) and still looks designed on a computer without them.
 */
export function wordFontTable(fonts: ThemeTokens['fonts']) {
  const families = [...new Set([fonts.body, fonts.heading, fonts.name])];
  return {
    path: 'word/fontTable.xml',
    data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:fonts xmlns:w="${W}">${families.map(fontEntry).join('')}</w:fonts>`,
  };
}
