import { beforeAll, describe, expect, it } from 'vitest';
import { matchKeywords } from '../checks/job-fit';
import { loadPostingReader } from './tagger';

/**
 * The rules of the eleventh round of issue 35, read off the sixth fresh set: a short posting of
 * prose whose duties are orders to the hire, and wording every field shares that asks for nothing
 * (a shift's length, what the posting turns away, a trait, a relation such as "access to", a
 * preference's phrasing, a duties heading).
 */

beforeAll(() => loadPostingReader());

const terms = (posting: string) => matchKeywords(posting, '').requirements;
const named = (posting: string) => terms(posting).map((r) => r.term);

describe('a posting of one paragraph', () => {
  const posting =
    'Massage Therapist – Riverstone Wellness (part-time)\n\n' +
    'Give Swedish and hot stone massage; keep SOAP notes in MindBody. ' +
    'Requires a massage therapy license and liability insurance. Cupping a plus.';

  it('reads orders given to the hire in its first paragraph as duties, not the employer story', () => {
    expect(named(posting)).toEqual(expect.arrayContaining(['hot stone massage', 'soap notes', 'mindbody']));
  });

  it('reads a sentence opening with "Requires" as required', () => {
    const license = terms(posting).find((r) => r.term === 'massage therapy license');
    expect(license?.required).toBe(true);
  });

  it('still reads an invitation to join the employer as its story', () => {
    const found = named('Join Harbor Clinic and keep our patients moving.\n\nRequirements\n- CPR');
    expect(found).toEqual(['cpr']);
  });
});

describe('words that ask for nothing in any field', () => {
  it('drops a shift length, a refused term and a trait', () => {
    const found = named(
      'Requirements\n- Able to work 12-hour rotating shifts\n- No C2C\n- Available to work weekends\n- SQL Server',
    );
    expect(found).toEqual(['sql server']);
  });

  it('reads what the hire needs access to, not the access', () => {
    const found = named('Requirements\n- Full driving licence and access to your own car for work');
    expect(found).not.toContain('access');
    expect(found).toContain('car');
  });

  it('drops the wording of a preference', () => {
    expect(named('Nice to have\n- Knowledge of macros will be an added advantage')).toEqual(['macros']);
  });

  it('reads a short "… tasks" line as a duties heading, not a requirement', () => {
    const found = named('Main tasks\nTreat sick cows and record treatments in DairyComp 305');
    expect(found).not.toContain('main');
    expect(found).toContain('dairycomp 305');
  });
});
