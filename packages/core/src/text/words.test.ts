import { describe, expect, it } from 'vitest';
import { spacedWords, wordCount } from './words';

describe('words as a line prints them', () => {
  it('keeps the punctuation printed with a word, so a phrase can be rebuilt from its words', () => {
    expect(spacedWords('  Salt Lake City,  UT ')).toEqual(['Salt', 'Lake', 'City,', 'UT']);
    expect(spacedWords('Jane (Jo) Doe').join(' ')).toBe('Jane (Jo) Doe');
  });

  it('counts a separator printed apart, which a reader does not count as a word', () => {
    expect(spacedWords('Sep 2016 – Dec 2019')).toHaveLength(5);
    expect(wordCount('Sep 2016 – Dec 2019')).toBe(4);
  });

  it('finds no word in a blank line', () => {
    expect(spacedWords(' \t ')).toEqual([]);
  });
});
