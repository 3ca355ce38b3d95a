import { describe, expect, it } from 'vitest';
import { testApplication } from '../test-applications';
import { applyMove, columnsOf, keyboardTarget } from './arrange';

const a = testApplication({ company: 'A', stage: 'saved', position: 0 });
const b = testApplication({ company: 'B', stage: 'saved', position: 1 });
const c = testApplication({ company: 'C', stage: 'applied', position: 0 });
const all = [c, b, a];

const names = (apps: ReturnType<typeof applyMove>) => {
  const columns = columnsOf(apps);
  return { saved: columns.saved.map((x) => x.company), applied: columns.applied.map((x) => x.company) };
};

describe('the board’s moves', () => {
  it('orders each column by position', () => {
    expect(names(all)).toEqual({ saved: ['A', 'B'], applied: ['C'] });
  });

  it('moves a card to another stage at the place asked, numbering both columns again', () => {
    const moved = applyMove(all, a.id, { stage: 'applied', position: 1 });
    expect(names(moved)).toEqual({ saved: ['B'], applied: ['C', 'A'] });
    expect(moved.find((x) => x.id === b.id)?.position).toBe(0);
    expect(moved.find((x) => x.id === a.id)).toMatchObject({ stage: 'applied', position: 1 });
  });

  it('keeps a position past the column’s end at its end', () => {
    expect(names(applyMove(all, a.id, { stage: 'applied', position: 9 })).applied).toEqual(['C', 'A']);
  });

  it('by keyboard: right and left go to the next stage at the same height, or its end', () => {
    expect(keyboardTarget(all, b.id, 'right')).toEqual({ stage: 'applied', position: 1 });
    expect(keyboardTarget(all, c.id, 'left')).toEqual({ stage: 'saved', position: 0 });
    expect(keyboardTarget(all, a.id, 'left')).toBeNull();
    const withdrawn = testApplication({ stage: 'withdrawn' });
    expect(keyboardTarget([withdrawn], withdrawn.id, 'right')).toBeNull();
  });

  it('by keyboard: up and down stay in the column and stop at its ends', () => {
    expect(keyboardTarget(all, b.id, 'up')).toEqual({ stage: 'saved', position: 0 });
    expect(keyboardTarget(all, a.id, 'down')).toEqual({ stage: 'saved', position: 1 });
    expect(keyboardTarget(all, a.id, 'up')).toBeNull();
    expect(keyboardTarget(all, b.id, 'down')).toBeNull();
  });
});
