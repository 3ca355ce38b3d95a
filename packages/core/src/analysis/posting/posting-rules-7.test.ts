import { beforeAll, describe, expect, it } from 'vitest';
import { matchKeywords } from '../checks/job-fit';
import { loadPostingReader } from './tagger';

/** The rules of the seventh round of issue 35, each for a class of phrase rather than one posting. */

beforeAll(() => loadPostingReader());

const terms = (posting: string) => matchKeywords(posting, '').requirements.map((r) => r.term);
const shows = (posting: string, resume: string) => matchKeywords(posting, resume).matched;

describe('one requirement said two ways', () => {
  it('reads a slashed name and the acronym in brackets after it as one requirement', () => {
    const found = terms('Requirements\n- Apply lockout/tagout (LOTO) procedures');
    expect(found).toEqual(['lockout tagout']);
    expect(shows('Requirements\n- Apply lockout/tagout (LOTO) procedures', 'Trained crews on LOTO.')).toEqual(
      ['lockout tagout'],
    );
  });

  it('reads a program in brackets after what it governs as one requirement, but not a named credential', () => {
    const found = terms(
      'Requirements\n- Experience with stormwater (SWPPP) inspections and hazardous waste (RCRA) reporting.',
    );
    expect(found).toEqual(['stormwater', 'hazardous waste']);
    expect(terms('Requirements\n- Kubernetes certification (CKA) is a plus.')).toContain('cka');
  });

  it('reads two everyday phrases joined by "or" as one requirement met by either', () => {
    const posting = 'Nice to have\n* Fintech or financial services experience';
    expect(terms(posting)).toEqual(['fintech']);
    expect(shows(posting, 'Research for a retail bank (financial services).')).toEqual(['fintech']);
  });

  it('reads named tools and credentials joined by "or" as one requirement met by either', () => {
    const posting = 'Requirements\n- SHRM-CP or PHR certification\n- MS Project or Primavera P6';
    expect(terms(posting)).toEqual(['shrm-cp', 'ms project']);
    expect(shows(posting, 'Earned the PHR certification in 2021. Scheduled jobs in Primavera P6.')).toEqual([
      'shrm-cp',
      'ms project',
    ]);
  });

  it('reads "bilingual in Spanish" as one requirement', () => {
    const posting = 'Preferred\n- Bilingual in Spanish.';
    expect(terms(posting)).toHaveLength(1);
    expect(shows(posting, 'Languages: Spanish (native).')).toHaveLength(1);
  });

  it('lists a narrower wording of a requirement under the broader one', () => {
    const posting = `Duties
- Deliver a comprehensive school counseling program.
- Provide school counseling to students in grades 9-12.`;
    const found = terms(posting);
    expect(found).toContain('school counseling');
    expect(found).not.toContain('comprehensive school counseling');
  });
});

describe('words that are not the thing asked for', () => {
  it('keeps "general" in a term of art, and drops it before an action', () => {
    expect(terms('Duties\n- Underwrite general liability and commercial auto accounts.')).toContain(
      'general liability',
    );
    expect(terms('Duties\n- Work under general supervision on plant equipment.')).not.toContain(
      'general supervision',
    );
  });

  it('reads a participle after a list comma as part of its noun', () => {
    const found = terms(
      'Duties\n- Administer lockout/tagout, confined space and powered industrial truck programs.',
    );
    expect(found).toEqual(expect.arrayContaining(['confined space', 'powered industrial truck']));
    expect(found).not.toContain('space');
  });

  it('drops how well a thing is held, and a clause that says how something was done', () => {
    const found = terms(
      'Requirements\n- Fluency in Adobe Illustrator and InDesign\n- Build ELT pipelines in Python, orchestrated with Airflow',
    );
    expect(found).toEqual(expect.arrayContaining(['adobe illustrator', 'python', 'airflow']));
    expect(found.join(' | ')).not.toMatch(/fluency|orchestrated/);
    expect(terms('Requirements\n- Treat articulation, language, fluency and voice disorders')).toContain(
      'fluency',
    );
  });

  it('drops a duty said as an -ing word after a comma', () => {
    const found = terms("The role\nYou'll own research, partnering with product managers and designers.");
    expect(found).not.toContain('partnering');
  });
});

describe('a summary in the third person', () => {
  it('reads the duty verbs in -s as no part of what they act on', () => {
    const posting = `Job Summary: Performs routine testing in hematology, documents quality control, reviews and releases results, and performs preventive maintenance, repairs and calibration.`;
    const found = terms(posting);
    expect(found).toEqual(expect.arrayContaining(['quality control', 'repairs']));
    expect(found.join(' | ')).not.toMatch(/documents|reviews/);
    expect(shows(posting, 'Ran daily quality control on the analyzers.')).toContain('quality control');
  });
});

describe('list items written without a bullet', () => {
  it('reads "Experience with PLCs" as an item of the list, not a heading', () => {
    const posting = 'Maintenance Technician\n\nPreferred:\nExperience with PLCs\nWelding experience\n';
    const found = matchKeywords(posting, '').requirements;
    expect(found.map((r) => r.term)).toEqual(expect.arrayContaining(['plcs', 'welding']));
    expect(found.every((r) => !r.required)).toBe(true);
  });

  it('still reads "Technical Skills" as a heading', () => {
    const found = terms('Technician\n\nTechnical Skills\nExcel\nStrong communication skills');
    expect(found).toContain('excel');
    expect(found.join(' | ')).not.toMatch(/technical/);
  });
});

describe('idioms of how completely', () => {
  it('reads "end to end" as no part of the thing done', () => {
    const found = terms(
      'Job Summary\nThe specialist processes multi-state biweekly payroll end to end in UKG Pro.',
    );
    expect(found).toContain('multi-state biweekly payroll');
    expect(found.join(' | ')).not.toMatch(/payroll end/);
  });
});

describe('what the resume shows', () => {
  it('meets a degree by its British or dotted abbreviation', () => {
    expect(shows("Requirements\n- Master's degree", 'MSc Nursing, 2018')).toEqual(["master's degree"]);
    expect(shows("Requirements\n- Bachelor's degree", 'BSc (Hons) Biology')).toEqual(["bachelor's degree"]);
  });

  it('meets a part by its kind: "yaw motors" show "yaw components"', () => {
    expect(
      shows('Duties\n- Replace yaw components.', 'Replaced yaw motors and pitch bearings.'),
    ).toHaveLength(1);
  });
});
