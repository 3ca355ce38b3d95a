import { describe, expect, it } from 'vitest';
import { line } from '../../test/support/lines';
import { findName, looksLikeName, splitName } from './name';

describe('findName', () => {
  it('prefers the largest name-like phrase near the top', () => {
    const name = findName([
      line('Last Updated on 21st January 2015', { size: 8 }),
      line('Arjun Mehta', { size: 40 }),
      line('Senior Software Engineer', { size: 12 }),
    ]);
    expect(name?.text).toBe('Arjun Mehta');
  });

  it('joins a name wrapped onto a second line when the e-mail address spells it', () => {
    const lines = [line('MARIA TERESA', { size: 15, y: 40 }), line('OKONKWO', { size: 15, y: 58 })];
    expect(findName(lines, ['maria.okonkwo'])?.text).toBe('MARIA TERESA OKONKWO');
    expect(findName(lines, ['someone'])?.text).toBe('MARIA TERESA');
  });

  it('takes the name before a separator on the same line', () => {
    expect(findName([line('Jane Doe, MBA | Product Lead', { size: 18 })])?.text).toBe('Jane Doe');
  });
});

describe('looksLikeName', () => {
  it('refuses job titles, headings and labels', () => {
    expect(looksLikeName('Senior Software Engineer')).toBe(false);
    expect(looksLikeName('Work Experience')).toBe(false);
    expect(looksLikeName('Curriculum Vitae')).toBe(false);
    expect(looksLikeName('Clara Jensen')).toBe(true);
    expect(looksLikeName('Jane Q. van Doe')).toBe(true);
  });
});

describe('splitName', () => {
  it('splits first, middle and last names, keeping particles with the last name', () => {
    expect(splitName('Jane Q. van Doe')).toEqual({ first: 'Jane', middle: 'Q.', last: 'van Doe' });
    expect(splitName('CLARA JENSEN')).toEqual({ first: 'Clara', middle: '', last: 'Jensen' });
  });
});

describe('respaceName', () => {
  it('splits a letter-spaced name with the words of the e-mail address', async () => {
    const { respaceName } = await import('./name');
    expect(respaceName('L E N A F I S C H E R', ['lena.fischer'])).toBe('LENA FISCHER');
    expect(respaceName('É M I L E R O Y', ['emile.roy'])).toBe('ÉMILE ROY');
    expect(respaceName('E\u0301 M I L E R O Y', ['emile.roy'])).toBe('ÉMILE ROY');
    expect(respaceName('L E N A F I S C H E R', ['someone.else'])).toBeNull();
    expect(respaceName('Lena Fischer', [])).toBe('Lena Fischer');
  });
});
