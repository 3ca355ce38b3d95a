import { describe, expect, it } from 'vitest';
import { coverLetterFileName, resumeFileName } from './file-names';

describe('download names', () => {
  it('name a resume after its person, or after itself when it names nobody', () => {
    expect(resumeFileName({ first_name: 'Maria', last_name: 'García López' }, 'Backend 2024')).toBe(
      'Maria-García-López-Resume',
    );
    expect(resumeFileName({ first_name: ' Jean-Luc ', last_name: '' }, 'x')).toBe('Jean-Luc-Resume');
    expect(resumeFileName({ first_name: '', last_name: ' ' }, 'Backend 2024')).toBe('Backend 2024');
  });

  it('name a letter after the signer and the company', () => {
    expect(coverLetterFileName({ signature_name: 'Maria García', company: 'Globex Corporation' })).toBe(
      'Maria-García-Cover-Letter-Globex-Corporation',
    );
    expect(coverLetterFileName({ signature_name: '', company: '' })).toBe('Cover-Letter');
  });
});
