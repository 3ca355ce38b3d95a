import { describe, expect, it } from 'vitest';
import { cleanText, guessLigature, softenCapitals } from './clean-text';

describe('cleanText', () => {
  it('expands ligature characters', () => {
    expect(cleanText('e\uFB03cient \uFB01nancial \uFB02ow')).toBe('efficient financial flow');
  });

  it('repairs ligatures without a Unicode mapping from the letters around them', () => {
    expect(cleanText('digital asset \u0000nancial')).toBe('digital asset financial');
    expect(cleanText('StackOver\u0000ow and in\u0000uence')).toBe('StackOverflow and influence');
    expect(cleanText('exempli\u0000ed')).toBe('exemplified');
  });

  it('drops a lone unmapped glyph that touches no word', () => {
    expect(cleanText('a \u0000 b')).toBe('a  b');
  });

  it('removes private-use icon glyphs', () => {
    expect(cleanText('\uF0E0 jane@example.com \u{F0001}')).toBe(' jane@example.com ');
  });

  it('drops halves of surrogate pairs but keeps whole ones', () => {
    expect(cleanText('Jane \uD800Doe\uDC00 👩\u200D💻')).toBe('Jane Doe 👩💻');
  });

  it("turns Word's hyphen + soft hyphen + U+2010 into one hyphen and drops lone soft hyphens", () => {
    expect(cleanText('(909) 555-\u00AD\u20105555')).toBe('(909) 555-5555');
    expect(cleanText('on-\u00AD\u2010campus Sum\u00ADmer')).toBe('on-campus Summer');
  });

  it('straightens curly quotes and normalises odd spaces', () => {
    expect(cleanText('Dean\u2019s \u201CList\u201D\u00A0now')).toBe('Dean\'s "List" now');
  });
});

describe('guessLigature', () => {
  it.each([
    ['nancial', 'fi'],
    ['eld', 'fi'],
    ['ow', 'fl'],
    ['uent', 'fl'],
    ['exible', 'fl'],
    ['ed', 'fi'],
  ])('before "%s" reads %s', (next, expected) => {
    expect(guessLigature(next)).toBe(expected);
  });
});

describe('softenCapitals', () => {
  it('writes capitals that are only styling in normal case, keeping acronyms', () => {
    expect(softenCapitals('MENG IN COMPUTER SCIENCE')).toBe('Meng in Computer Science');
    expect(softenCapitals('HARBOR ROBOT LEARNING LAB')).toBe('Harbor Robot Learning Lab');
    expect(softenCapitals('KPCB FELLOW')).toBe('KPCB Fellow');
  });

  it('leaves mixed-case text alone', () => {
    expect(softenCapitals('Acme API Team')).toBe('Acme API Team');
  });
});
