import { beforeAll, describe, expect, it } from 'vitest';
import { matchKeywords } from '../checks/job-fit';
import { loadPostingReader } from './tagger';

/**
 * The rules of the twelfth round of issue 35: a resume that says a requirement in other words
 * meets it, by any name the posting gives it, by the thing whose state or measure is asked for, by
 * a narrower kind of lift, by the paper record an electronic one replaces, or in British spelling.
 */

beforeAll(() => loadPostingReader());

/** A requirement as a posting asks for it, and the term the matcher reports it by. */
type Asked = { posting: string; term: string };

/** Whether the resume meets the requirement. */
function meets({ posting, term }: Asked, resume: string): boolean | undefined {
  const found = matchKeywords(`Requirements\n- ${posting}`, resume).requirements;
  return found.find((r) => r.term === term)?.matched;
}

const FORKLIFT = { posting: 'Forklift or telehandler certification', term: 'forklift' };
const PUMPS = { posting: 'Experience with Alaris or Baxter infusion pumps', term: 'alaris' };
const QUEEN = { posting: 'Inspect colonies for queen status and brood pattern', term: 'queen status' };
const TYPING = { posting: 'Typing speed of 35 words per minute', term: 'typing speed' };
const LIFT = { posting: 'Aerial lift certification', term: 'aerial lift certification' };
const TREES = { posting: 'Enemy AI with behavior trees', term: 'behavior trees' };
const GIFTS = { posting: 'Four years of frontline fundraising', term: 'frontline fundraising' };
const EPIC = { posting: 'Charting in Epic', term: 'epic' };
const EMAR = { posting: 'Administer medication and record it on eMAR', term: 'emar' };

describe('a requirement said in other words', () => {
  it.each([
    ['is met by a later name of an "or" list', FORKLIFT, 'Operated a telehandler on site.', true],
    ['is not met by a name the posting does not give', FORKLIFT, 'Operated a skid steer.', false],
    // "Baxter" is what sets the later name apart from the kind both are.
    ['is not met by the kind a later name shares', PUMPS, 'Performed PMs on infusion pumps.', false],
    ['is met by the thing whose state is asked for', QUEEN, 'Checked hives for a laying queen.', true],
    ['is met by the thing whose measure is asked for', TYPING, 'Typing 58 WPM', true],
    ['is not met by another thing measured', TYPING, 'Data entry and filing', false],
    ['is met by a scissor lift for an aerial lift', LIFT, 'Worked off scissor lifts.', true],
    ['is not met by a lift of another kind', LIFT, 'Carried glass with a vacuum lifter.', false],
    ['is met by a paper record by its acronym', EMAR, 'Gave medication and signed MAR charts.', true],
    ['is not met by the letters inside a word', EMAR, 'Worked a busy market stall.', false],
    ['is not met by a product name less its "e"', EPIC, 'Flew 300 hours as PIC.', false],
    ['is met in British spelling', TREES, 'Built enemy AI with behaviour trees.', true],
    ['is not met by the other word alone', TREES, 'Planted trees in the park.', false],
    // "Fundraising" and "fundraiser" share a stem in either spelling.
    ['is met by the doer of the work', GIFTS, 'Frontline fundraiser at a food bank.', true],
  ])('%s', (_, asked, resume, met) => {
    expect(meets(asked, resume)).toBe(met);
  });
});
