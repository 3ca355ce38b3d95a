import { beforeAll, describe, expect, it } from 'vitest';
import { matchKeywords } from '../checks/job-fit';
import { postingSentences } from './sections';
import { loadPostingReader } from './tagger';

/** The rules of the fifth round of issue 35, each for a class of phrase rather than one posting. */

beforeAll(() => loadPostingReader());

const terms = (posting: string) => matchKeywords(posting, '').requirements.map((r) => r.term);
const shows = (posting: string, resume: string) => matchKeywords(posting, resume).matched;

describe('the structure of a posting', () => {
  it('reads a posting that opens with a paragraph as having no title, its second paragraph as the job', () => {
    const posting = `Cascade Timberlands manages 310,000 acres of forest in western Oregon. We are hiring a forester.

The forester lays out timber harvests. Typical work: cruising timber and writing harvest plans.`;
    const sections = postingSentences(posting).map((s) => s.section);
    expect(sections[0]).toBe('about');
    expect(sections.slice(2)).toEqual(['duties', 'duties']);
    expect(terms(posting)).toEqual(expect.arrayContaining(['timber harvests', 'harvest plans']));
  });

  it('reads a numbered list item as one sentence, and a duty done to a perk word as a duty', () => {
    const posting = `Essential Functions
1. Process garnishments, benefit deductions and retro pay.
2. Staff meals every shift, dining discounts and health insurance.`;
    const sentences = postingSentences(posting);
    expect(sentences.map((s) => s.section)).toEqual(['duties', 'benefits']);
    expect(terms(posting)).toEqual(expect.arrayContaining(['garnishments', 'benefit deductions']));
  });

  it('reads the items of a semicolon list as part of the sentence that opened it', () => {
    const posting = `Events Manager

You'll own events: meet clients to plan menus; build banquet event orders in Tripleseat; manage vendor relationships.`;
    expect(postingSentences(posting).map((s) => s.section)).toEqual(['title', 'duties', 'duties', 'duties']);
    expect(terms(posting)).toEqual(expect.arrayContaining(['banquet event orders', 'vendor relationships']));
  });

  it('reads "Pluses:" as nice to have and "EOE." as boilerplate', () => {
    const posting = `Requirements: Lock installation experience.
Pluses: low-voltage wiring experience.
EOE.`;
    const found = matchKeywords(posting, '').requirements;
    expect(found).toContainEqual(expect.objectContaining({ term: 'low-voltage wiring', required: false }));
    expect(found.map((r) => r.term)).not.toContain('eoe');
  });
});

describe('duties read with their verbs', () => {
  it('drops an -ing duty verb opening a phrase, but keeps a gerund that names a kind', () => {
    const found = terms(`Duties: conducting provenance research; maintaining collection records.
Requirements: read engineering drawings.`);
    expect(found).toEqual(expect.arrayContaining(['provenance research', 'collection records']));
    expect(found.join(' | ')).toMatch(/engineering drawings/);
    expect(found.join(' | ')).not.toMatch(/conducting|maintaining/);
  });

  it('keeps a duty verb with a lone plain noun it acts on, met by the noun on the resume', () => {
    const posting = 'Duties\n- Place IV catheters, draw blood and pull wire.\n- Apply sealants.';
    expect(terms(posting)).toEqual(expect.arrayContaining(['draw blood', 'pull wire', 'apply sealants']));
    expect(shows(posting, 'Placed sealants on 400 patients.')).toContain('apply sealants');
  });

  it('reads a duty to people by a verb the lexicon lacks, and a gerund after an adjective as part of the thing', () => {
    const found = terms(
      'Duties\n- Restrain patients safely.\n- Keep key bitting records accurate.\n- Cut keys on a code machine.',
    );
    expect(found).toEqual(
      expect.arrayContaining(['restrain patients', 'key bitting records', 'code machine']),
    );
  });

  it('ends a role at the verb said of it in the third person', () => {
    const found = terms(`Job Summary
The Payroll Specialist processes biweekly payroll. The Unit Forester plans timber harvests.`);
    expect(found).toEqual(expect.arrayContaining(['biweekly payroll', 'timber harvests']));
    expect(found.join(' | ')).not.toMatch(/payroll specialist|processes|plans/);
  });
});

describe('what is asked in a few words', () => {
  it('reads a weight to lift and postures to hold as physical demands', () => {
    const found = terms(`Requirements
- Must be able to lift 40 pounds and climb ladders.
- Able to stand and walk for 8 hours.`);
    expect(found).toEqual(expect.arrayContaining(['lift 40 pounds', 'stand and walk']));
  });

  it('takes no span of time, graduate or inch for a requirement', () => {
    const found = terms(`Requirements
- Graduate of an NCRA-approved court reporting program.
- Complete our 5-week paid training program.
- Able to reach 80 inches.`);
    expect(found).not.toContain('5-week');
    expect(found.join(' | ')).not.toMatch(/graduate|inches/);
  });

  it('reads a plain name in brackets as another name for the phrase before it', () => {
    const posting = 'Duties\n- Install microinverters (Enphase) and racking.';
    expect(terms(posting)).not.toContain('enphase');
    expect(shows(posting, 'Installed Enphase systems.')).toContain('install microinverters');
    expect(terms('Requirements\n- Python (pandas).')).toEqual(expect.arrayContaining(['python', 'pandas']));
  });

  it('takes state codes after "in" for where the work is, not a requirement', () => {
    const found = terms('Duties\n- Run payroll for employees in NC and SC.\n- Experience in CT and MRI.');
    expect(found).not.toContain('nc');
    expect(found).not.toContain('sc');
    expect(found).toContain('mri');
  });
});

describe('what a posting names in passing', () => {
  it('takes no short label before a colon, season, direction or phrasal verb for a requirement', () => {
    const found = terms(`Requirements
Typical work: laying out harvest units and writing harvest plans.
Comfortable on roofs in Arizona summers, north of Phoenix.
Driver's license: required.`);
    expect(found).toEqual(expect.arrayContaining(['harvest units', 'harvest plans', "driver's license"]));
    expect(found.join(' | ')).not.toMatch(/typical|laying|summers|north/);
  });

  it('keeps a name with "of" whole, and takes a quoted title for no requirement', () => {
    const posting = `Duties
Write Oregon Department of Forestry notifications. Develop our exhibit, "Rivers of Work." The curator reports to the director.`;
    const found = terms(posting);
    expect(found).toContain('oregon department of forestry notifications');
    expect(found.join(' | ')).not.toMatch(/rivers|work curator/);
  });

  it('reads an -ing verb before an adjective as the duty, not part of the thing', () => {
    expect(terms('Duties: lead a crew of 2-4 installing residential PV systems.')).toContain(
      'residential pv systems',
    );
  });

  it('reads a product by its edition and by its name alone as one requirement', () => {
    const posting =
      'Requirements\n- Payroll in UKG Pro.\n- Hands-on UKG experience.\n- SolidWorks and SolidWorks PDM.';
    const found = terms(posting);
    expect(found).toContain('ukg pro');
    expect(found).not.toContain('ukg');
    expect(found).toEqual(expect.arrayContaining(['solidworks', 'solidworks pdm']));
    expect(shows(posting, 'UKG')).toContain('ukg pro');
  });

  it('reads an abbreviation whose long form has a hyphenated word', () => {
    const posting = 'Nice to have: MTPE (machine translation post-editing) experience.';
    expect(terms(posting)).toHaveLength(1);
  });
});

describe('what the resume shows, by the forms of its words', () => {
  it('lets how often a thing is done go: a "catalog" shows a "seasonal catalog"', () => {
    expect(shows('Duties\n- Lay out the seasonal catalog.', 'Laid out a wholesale catalog.')).toContain(
      'seasonal catalog',
    );
  });

  it('meets a long term by its initials in capitals', () => {
    const posting = 'Requirements\n- Use a computerized maintenance management system.';
    const term = 'computerized maintenance management system';
    expect(shows(posting, 'Logged work orders in the CMMS.')).toContain(term);
    expect(shows(posting, 'Logged work orders in the cmms tool.')).not.toContain(term);
  });

  it('meets a verb made from a noun in "-ion" by the noun, and a family by its model', () => {
    expect(shows('Duties\n- Position digital radiographs.', 'Positioned digital radiographs.')).toContain(
      'position digital radiographs',
    );
    expect(shows('Requirements\n- CRJ family experience.', 'Maintained CRJ700 aircraft.')).toContain(
      'crj family',
    );
  });
});
