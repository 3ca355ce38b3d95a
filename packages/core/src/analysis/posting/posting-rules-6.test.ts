import { beforeAll, describe, expect, it } from 'vitest';
import { matchKeywords } from '../checks/job-fit';
import { postingSentences } from './sections';
import { loadPostingReader } from './tagger';

/** The rules of the sixth round of issue 35, each for a class of phrase rather than one posting. */

beforeAll(() => loadPostingReader());

const terms = (posting: string) => matchKeywords(posting, '').requirements.map((r) => r.term);
const shows = (posting: string, resume: string) => matchKeywords(posting, resume).matched;

describe('what the employer says of itself', () => {
  it('reads a sentence that opens with the employer or "our" as about the company, under any heading', () => {
    const posting = `Supply Planner — Northgate Appliance Co.

About the role
Northgate Appliance builds ChillPro refrigerators in three plants.
Our platform team builds the pipelines that feed carrier matching.
You will run MRP and own the supply plan for our dishwasher line.`;
    const found = terms(posting);
    expect(found).toContain('mrp');
    expect(found.join(' | ')).not.toMatch(/chillpro|carrier matching|dishwasher line/);
  });

  it('keeps a tool named where the employer speaks of itself, and a list of short lines', () => {
    expect(terms('The role\nWe track every account in Salesforce.')).toContain('salesforce');
    expect(terms('Requirements\n\nMicrosoft Excel\nTableau')).toEqual(
      expect.arrayContaining(['microsoft excel', 'tableau']),
    );
  });

  it('keeps the kinds of thing the employer calls its own', () => {
    expect(terms('Duties: track deadlines in our docketing system.')).toContain('docketing system');
  });

  it("reads a bare title-case heading as no requirement, and veterans' preference as boilerplate", () => {
    const posting = `Plant Operator

Definition

Operates a treatment plant and lift stations.

Supplemental Information

Veterans' preference applies.`;
    const found = terms(posting);
    expect(found).toContain('lift stations');
    expect(found.join(' | ')).not.toMatch(/definition|supplemental|veterans/);
  });

  it('reads a short list item as an item, even when it says "compensation" or "experience"', () => {
    const posting = `Bonus points
- Workers' compensation underwriting experience
- Experience with habitational classes`;
    const sections = postingSentences(posting).map((s) => s.section);
    expect(sections).toEqual(['preferred', 'preferred']);
  });

  it('drops a street of the address and whom the hire works under', () => {
    const found = terms(
      'You will work on East Bay Street under the direction of the site principal, pouring wine.',
    );
    expect(found.join(' | ')).not.toMatch(/street|principal|direction/);
  });
});

describe('phrases', () => {
  it('keeps a participle that describes its noun, and an acronym spelling the tail of a name', () => {
    const found = terms('Requirements: work in confined spaces; GWO Basic Safety Training (BST).');
    expect(found).toContain('confined spaces');
    expect(found).not.toContain('bst');
  });

  it('asks for the degree and its subject as one requirement, read by the subject', () => {
    expect(terms("Requirements: a bachelor's degree in geography or a related field.")).toEqual([
      'geography',
    ]);
    expect(terms("Requirements: a bachelor's degree in accounting.")).not.toContain("bachelor's degree");
  });

  it('drops a trait and a duty said as an -ing verb with its preposition', () => {
    const found = terms('Duties:\n- Partnering with an art director\n- Comfortable working at heights');
    expect(found.join(' | ')).not.toMatch(/partnering|comfortable/);
  });
});

describe('the resume shows a requirement in other words', () => {
  it('by the words an acronym stands for', () => {
    expect(shows('Requirements: review MVRs.', 'Reviewed motor vehicle reports.')).toContain('mvrs');
  });

  it('by a hyphenated long form of its initials', () => {
    expect(shows('Requirements: out-of-home experience.', 'Wrote OOH and print ads.')).toContain(
      'out-of-home',
    );
  });

  it('by a synonym kept in the vocabulary, and a narrower tool', () => {
    expect(shows('Duties: draw blood from patients.', 'Skills: venipuncture')).toHaveLength(1);
    expect(shows('Requirements: Spark.', 'Processed data with PySpark.')).toContain('spark');
  });
});
