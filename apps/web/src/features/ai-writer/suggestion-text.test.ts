import type { AiWarning } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { diffPieces, warnedPieces } from './suggestion-text';

const warning = (text: string): AiWarning => ({
  kind: 'number',
  text,
  message: `"${text}" is not on your resume. Check it before you accept.`,
});

const spell = (pieces: { text: string; change: string }[], keep: (change: string) => boolean) =>
  pieces
    .filter((p) => keep(p.change))
    .map((p) => p.text)
    .join('');

describe('suggestion text', () => {
  it('marks removed and added words, and the kept words spell both texts', () => {
    const before = 'responsible for managing the deployments';
    const after = 'Managed the deployments of 12 services';
    const pieces = diffPieces(before, after, []);
    expect(spell(pieces, (c) => c !== 'removed')).toBe(after);
    expect(spell(pieces, (c) => c === 'removed')).toContain('responsible');
    expect(pieces.filter((p) => p.change === 'added').map((p) => p.text.trim())).toContain('Managed');
    expect(pieces.some((p) => p.change === 'same' && p.text.includes('deployments'))).toBe(true);
  });

  it('marks every occurrence of a warned fact, including one that straddles a change', () => {
    const after = 'Cut costs by 40% in 2021, and by 40% again.';
    const pieces = diffPieces('Cut costs by 40', after, [warning('40%'), warning('2021')]);
    expect(spell(pieces, (c) => c !== 'removed')).toBe(after);
    const warned = pieces.filter((p) => p.warning).map((p) => p.text);
    expect(warned.join('|')).toBe(['40', '%', '2021', '40%'].join('|'));
  });

  it('marks warned facts in advice, case-insensitively, ignoring empty ones', () => {
    const pieces = warnedPieces('Mention Kubernetes and kubernetes skills.', [
      warning('KUBERNETES'),
      warning(' '),
    ]);
    expect(pieces.map((p) => [p.text, Boolean(p.warning)])).toEqual([
      ['Mention ', false],
      ['Kubernetes', true],
      [' and ', false],
      ['kubernetes', true],
      [' skills.', false],
    ]);
  });
});
