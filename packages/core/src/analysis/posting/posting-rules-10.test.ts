import { beforeAll, describe, expect, it } from 'vitest';
import { matchKeywords } from '../checks/job-fit';
import { loadPostingReader } from './tagger';

/**
 * The rules of the tenth round of issue 35: a requirement named several ways in one posting (by
 * alternatives, examples or a degree's subjects) is reported once and met by any of its names.
 */

beforeAll(() => loadPostingReader());

const terms = (posting: string) => matchKeywords(posting, '').requirements.map((r) => r.term);
const shows = (posting: string, resume: string) => matchKeywords(posting, resume).matched;

describe('one requirement named several ways', () => {
  it('reads a list of named tools closed by "or" as one requirement met by any of them', () => {
    const posting = 'Requirements\n- Experience with Playwright, Cypress or Selenium';
    expect(terms(posting)).toHaveLength(1);
    expect(shows(posting, 'Wrote end-to-end suites in Selenium.')).toHaveLength(1);
  });

  it('keeps a wish list of separate things apart, though it ends in ", or"', () => {
    const found = terms(
      'Nice to have\n- Dolby Atmos mixing, ADR experience, or Avid Pro Tools certification',
    );
    expect(found.length).toBeGreaterThan(1);
  });

  it('reads the examples after "such as" as the kind they name', () => {
    const posting = 'Requirements\n- Experience with funeral home software such as Passare or FrontRunner';
    expect(terms(posting)).toEqual(['funeral home software']);
    expect(shows(posting, 'Kept case files in FrontRunner.')).toEqual(['funeral home software']);
  });

  it('reads a degree and its subjects as one requirement, named by the subject', () => {
    const posting = 'Requirements\n- B.S. in meteorology or atmospheric science';
    expect(terms(posting)).toEqual(['meteorology']);
    expect(shows(posting, 'B.S., Atmospheric Science, 2019')).toEqual(['meteorology']);
  });
});
