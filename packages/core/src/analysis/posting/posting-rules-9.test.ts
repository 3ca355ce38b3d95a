import { beforeAll, describe, expect, it } from 'vitest';
import { matchKeywords } from '../checks/job-fit';
import { loadPostingReader } from './tagger';

/** The rules of the ninth round of issue 35, each for a class of phrase rather than one posting. */

beforeAll(() => loadPostingReader());

const terms = (posting: string) => matchKeywords(posting, '').requirements.map((r) => r.term);
const report = (posting: string, resume: string) => matchKeywords(posting, resume);

describe('what the posting gives, not asks', () => {
  it('reads a sentence that states a rate of pay as perks, whoever it speaks to', () => {
    const found = terms(
      'Requirements\n- Part 65 dispatcher certificate\n\nStarting pay $32/hr with step increases and flight benefits for you and your family.',
    );
    expect(found).toContain('part 65 dispatcher certificate');
    expect(found).not.toContain('step increases');
  });

  it('reads an invitation to apply as equal-opportunity text', () => {
    const found = terms(
      'Requirements\n- Current first aid and CPR\n\nWe value diversity and encourage Aboriginal and Torres Strait Islander people to apply.',
    );
    expect(found).toContain('first aid');
    for (const word of ['value diversity', 'aboriginal', 'torres strait islander people'])
      expect(found).not.toContain(word);
  });

  it('reads the employer’s account of itself apart from whom it is hiring in the same sentence', () => {
    const found = terms(
      'Clinical Audiologist\n\nClearwater ENT Associates is a six-physician otolaryngology practice with a satellite clinic in Coeur d’Alene, and we are looking for an audiologist to join our team of three.\n\nRequirements: a state audiologist license.',
    );
    expect(found).toContain('state audiologist license');
    for (const phrase of ['six-physician otolaryngology practice', 'satellite clinic', 'join team'])
      expect(found).not.toContain(phrase);
  });
});

describe('words that are no requirement alone', () => {
  it('reads "Essential:" as the requirements’ heading, not as a requirement', () => {
    const found = terms('Essential:\n- Current AUSactive registration\n\nDesirable:\n- Nutrition coaching');
    expect(found).not.toContain('essential');
    expect(matchKeywords('Essential:\n- Current AUSactive registration', '').requirements).toEqual([
      expect.objectContaining({ term: 'ausactive registration', required: true }),
    ]);
  });

  it('leaves a prefix hanging before "and" to the compound after it', () => {
    const found = terms('Nice to have\n- Pre- and post-natal training experience');
    expect(found).toContain('post-natal training');
    expect(found).not.toContain('pre');
  });

  it('reads "in all weather" as the conditions of the work, and weather as a subject still counts', () => {
    expect(terms('Requirements\n- Able to work outdoors in all weathers')).not.toContain('weathers');
    expect(terms('Duties\n- Analyze weather and NOTAMs for every flight')).toContain('analyze weather');
  });

  it('reads "years of age" as the hire’s age, not a requirement of age', () => {
    const found = terms('Minimum requirements\n- 18 years of age or older; high school diploma or GED');
    expect(found).toContain('high school diploma');
    expect(found).not.toContain('age');
  });

  it('reads "Nice extras" as the heading of what is nice to have', () => {
    const found = matchKeywords('Requirements\n- Storyline 360\n\nNice extras\n- Docebo', '').requirements;
    expect(found).toEqual([
      expect.objectContaining({ term: 'storyline 360', required: true }),
      expect.objectContaining({ term: 'docebo', required: false }),
    ]);
  });

  it('never asks for the countries the work is done with', () => {
    const found = terms(
      'Duties\n- Write clear fit comments with pattern corrections for our factories in Vietnam and China',
    );
    expect(found).toContain('fit comments');
    expect(found).not.toContain('vietnam');
    expect(found).not.toContain('china');
  });
});

describe('the resume side', () => {
  it('meets a phrase of three words by its head and all but one of the others', () => {
    const posting = 'Duties\n- Install and service termite bait stations';
    expect(report(posting, 'Checked and refilled Sentricon termite stations.').matched).toContain(
      'termite bait stations',
    );
    expect(report(posting, 'Installed bait for ants.').missing).toContain('termite bait stations');
  });

  it('does not meet a named product by its generic words alone', () => {
    const posting = 'Requirements\n- Experience with Lenel access control';
    expect(report(posting, 'Managed badge access control for two buildings.').missing).toContain(
      'lenel access control',
    );
  });

  it('meets wiring schematics by wiring diagrams, and lockout/tagout by locking and tagging out', () => {
    const posting = 'Duties\n- Read wiring schematics\n- Follow lockout/tagout procedures';
    const { matched } = report(
      posting,
      'Traced faults using wiring diagrams. Locked out and tagged out every machine room.',
    );
    expect(matched).toEqual(expect.arrayContaining(['wiring schematics']));
    expect(matched.some((t) => t.startsWith('lockout'))).toBe(true);
  });
});
