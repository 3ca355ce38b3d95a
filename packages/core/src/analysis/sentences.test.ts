import { describe, expect, it } from 'vitest';
import { countSentences, splitSentences } from './text/sentences';

describe('countSentences', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['One plain sentence.', 1],
    ['No final stop', 1],
    ['First. Second! Third?', 3],
    ['Built platforms for banks, e.g. ledgers and fraud tools. I like hard problems. Hire me.', 3],
    ['Worked with U.S. and U.K. clients on payments. Led the team.', 2],
    ['Expert in Node.js and Vue.js. Shipped 3.5x faster builds.', 2],
    ['Dr. Smith hired me in 2019. We grew revenue 2.5% a month.', 2],
    ['I hold a Ph.D. in physics. I turned it into data science.', 2],
    ['Handled billing, invoicing, etc. Then moved to sales.', 2],
    ['Handled billing, invoicing etc. and reporting.', 1],
    ['J. R. Smith mentored me i.e. daily. Now I mentor others.', 2],
    ['Engineer with 10 years in fintech\nBuilt ledgers at scale\nLooking for a staff role', 3],
    ['Wait... Really? Yes.', 3],
    ['It grew... slowly at first.', 1],
    ['"Quoted sentence." Another one.', 2],
    ['Senior engineer (10 yrs.) with payments focus. Based in the U.S.', 2],
  ])('%j has %i sentences', (text, expected) => {
    expect(countSentences(text)).toBe(expected);
  });

  it('keeps the sentences themselves intact', () => {
    expect(splitSentences('Led 5 engineers, e.g. Ana. Cut costs 40%.')).toEqual([
      'Led 5 engineers, e.g. Ana.',
      'Cut costs 40%.',
    ]);
  });
});
