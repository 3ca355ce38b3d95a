import { describe, expect, it } from 'vitest';
import { fitLadder, scaleSteps, type TemplateMeasures } from './fit-ladder';

/** A template like classic: 9.5 pt text, leading 1.4, its own margins between Normal and Wide. */
const CLASSIC_LIKE: TemplateMeasures = {
  size: 9.5,
  leading: 1.4,
  margins: {
    narrow: { vertical: 64, horizontal: 72 },
    normal: { vertical: 88, horizontal: 108 },
    wide: { vertical: 120, horizontal: 144 },
    own: { vertical: 90, horizontal: 108 },
  },
};

describe('scaleSteps', () => {
  it('goes down in the slider’s steps and ends on the floor', () => {
    expect(scaleSteps(1, 0.86, 0.05)).toEqual([1, 0.95, 0.9, 0.86]);
    expect(scaleSteps(1.15, 0.95, 0.05)).toEqual([1.15, 1.1, 1.05, 1, 0.95]);
  });

  it('never loosens a scale already at or under the floor', () => {
    expect(scaleSteps(0.9, 0.95, 0.05)).toEqual([0.9]);
  });
});

describe('fitLadder', () => {
  it('starts from the person’s design and ends at the readable bounds', () => {
    const ladder = fitLadder(CLASSIC_LIKE, { accent: '#8b1e3f', font_scale: 1.1 });
    expect(ladder[0]).toMatchObject({ accent: '#8b1e3f', font_scale: 1.1, line_scale: undefined });
    // 9 pt / 9.5 pt → 95%; a leading of 1.2 / 1.4 → 86%; margins Narrow.
    expect(ladder.at(-1)).toEqual({
      accent: '#8b1e3f',
      font_scale: 0.95,
      line_scale: 0.86,
      margins: 'narrow',
    });
  });

  it('tightens one setting a step at a time, line spacing, then margins, then text size', () => {
    const [own, first, second, third] = fitLadder(CLASSIC_LIKE);
    expect(own).toEqual({ font_scale: undefined, line_scale: undefined, margins: undefined });
    expect(first).toEqual({ ...own, line_scale: 0.95 });
    expect(second).toEqual({ ...own, line_scale: 0.95, margins: 'normal' });
    expect(third).toEqual({ ...own, line_scale: 0.95, margins: 'normal', font_scale: 0.95 });
  });

  it('keeps text the template already sets under 9 pt, and margins tighter than Narrow', () => {
    const compactLike = {
      ...CLASSIC_LIKE,
      size: 8.6,
      leading: 1.32,
      margins: { ...CLASSIC_LIKE.margins, own: { vertical: 66, horizontal: 68 } },
    };
    const ladder = fitLadder(compactLike);
    expect(ladder.map((design) => design.font_scale)).toEqual(ladder.map(() => undefined));
    expect(ladder.map((design) => design.margins)).toEqual(ladder.map(() => undefined));
    expect(ladder.at(-1)?.line_scale).toBe(0.91);
  });

  it('is the person’s design alone when everything is at its bound already', () => {
    expect(fitLadder(CLASSIC_LIKE, { font_scale: 0.9, line_scale: 0.85, margins: 'narrow' })).toHaveLength(1);
  });
});
