import { beforeAll, describe, expect, it } from 'vitest';
import { matchKeywords } from '../checks/job-fit';
import { loadPostingReader } from './tagger';

/** The rules of the eighth round of issue 35, each for a class of phrase rather than one posting. */

beforeAll(() => loadPostingReader());

const terms = (posting: string) => matchKeywords(posting, '').requirements.map((r) => r.term);
const shows = (posting: string, resume: string) => matchKeywords(posting, resume).matched;

describe('what the employer says of itself', () => {
  it('never asks for the products the employer makes, however tool-like their names', () => {
    const posting =
      'SOC Analyst\n\nCompany: Vantiq Health Systems\n\nVantiq Health Systems builds CarePath, the electronic health record used by 300 community hospitals, and VantiqConnect, our patient portal.\n\nYou should have:\n- Experience with Splunk';
    const found = terms(posting);
    expect(found).toContain('splunk');
    for (const product of ['carepath', 'vantiqconnect', 'electronic health record', 'patient portal'])
      expect(found).not.toContain(product);
  });

  it('reads a bank’s legal tag as small print', () => {
    expect(terms('Requirements: NMLS registration.\n\nMember FDIC. Equal Housing Lender.')).toEqual([
      'nmls registration',
    ]);
  });

  it('reads a saint’s name as part of the employer, not a sentence of its own', () => {
    expect(terms('Requirements\n- BLS certification\n\nSt. Brendan’s offers a 403(b).')).toEqual([
      'bls certification',
    ]);
  });

  it('keeps the kind of place after a place’s name out of a licence', () => {
    expect(terms('Qualifications\n• Washington State Respiratory Care Practitioner license')).toEqual([
      'respiratory care practitioner license',
    ]);
  });
});

describe('phrases read whole', () => {
  it('keeps a possessive that names a kind of thing', () => {
    const found = terms(
      "Requirements: knowledge of children's literature; provides reader's advisory and reference service.",
    );
    expect(found).toEqual(
      expect.arrayContaining(["children's literature", "reader's advisory", 'reference service']),
    );
    expect(found).not.toContain('literature');
    expect(found).not.toContain('advisory service');
  });

  it('keeps a qualifier-like word that the acronym after the phrase spells', () => {
    const posting = 'Responsibilities\n• Provide advanced life support (ALS) care on every call';
    expect(terms(posting)).toContain('advanced life support');
    expect(terms(posting)).not.toContain('life support');
  });

  it('still drops whose a thing is when a determiner says so', () => {
    expect(terms('Requirements: manage the store’s P&L')).toEqual(['p&l']);
  });

  it('reads a word repeated after "and" as a modifier, not a second verb', () => {
    expect(terms('Responsibilities\n- Write test plans and test cases')).toEqual([
      'test plans',
      'test cases',
    ]);
  });

  it('reads neither an action before "of" nor a measure before a number as a requirement', () => {
    const found = terms(
      'Requirements\n• Completion of an Emergency Vehicle Operations Course\n• Plan programs for children from birth through age 12',
    );
    expect(found).toContain('emergency vehicle operations course');
    expect(found).not.toContain('completion');
    expect(found).not.toContain('age');
  });

  it('reads English beside the language a bilingual hire speaks as the same requirement', () => {
    // A language offered instead ("… or Arabic") is another way to meet it.
    expect(terms('Preferred: bilingual in English and Spanish or Arabic')).toEqual(['bilingual']);
    expect(shows('Preferred: bilingual in English and Spanish or Arabic', 'Fluent in Arabic.')).toEqual([
      'bilingual',
    ]);
    expect(shows('Preferred: bilingual in English and Spanish', 'Fluent in Spanish.')).toEqual(['bilingual']);
  });
});

describe('what the resume shows', () => {
  it('reads acronyms joined by a slash in brackets as the phrase’s short names', () => {
    const posting = 'Requirements: a Master of Library Science (MLS/MLIS) from an accredited program.';
    expect(terms(posting)).toEqual(['master of library science']);
    expect(shows(posting, 'MLIS, Wayne State University')).toEqual(['master of library science']);
  });

  it('meets words joined by a slash with either one', () => {
    expect(shows('Preferred: hybrid/EV experience', 'Serviced hybrid battery cooling systems.')).toEqual([
      'hybrid/ev',
    ]);
  });

  it('reads a hyphenated word on the resume as its parts too', () => {
    expect(
      shows('Requirements\n- 12-lead ECG interpretation', 'Interpreted 12-lead ECGs on every cardiac call.'),
    ).toEqual(['12-lead ecg interpretation']);
  });
});
