import { describe, expect, it } from 'vitest';
import { move, removeAt, replaceAt } from './list-ops';

describe('list edits', () => {
  it('moves an entry up and down, ignoring moves past the ends', () => {
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('replaces and removes without touching the original', () => {
    const list = ['a', 'b', 'c'];
    expect(replaceAt(list, 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(removeAt(list, 0)).toEqual(['b', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
