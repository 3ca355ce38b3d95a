import { describe, expect, it } from 'vitest';
import { fullName, splitPersonName } from './person-name';

describe('a person name', () => {
  it('splits a family name with its particles, whatever read the line (an upload, JSON Resume)', () => {
    expect(splitPersonName('Jane Q. van Doe')).toEqual({
      first_name: 'Jane',
      middle_name: 'Q.',
      last_name: 'van Doe',
    });
    expect(splitPersonName('Maria de la Cruz')).toEqual({
      first_name: 'Maria',
      middle_name: '',
      last_name: 'de la Cruz',
    });
    expect(splitPersonName('  Ada   Lovelace ')).toEqual({
      first_name: 'Ada',
      middle_name: '',
      last_name: 'Lovelace',
    });
    expect(splitPersonName('Cher')).toEqual({ first_name: 'Cher', middle_name: '', last_name: '' });
  });

  it('keeps a first name that is also a particle', () => {
    expect(splitPersonName('Van Morrison')).toEqual({
      first_name: 'Van',
      middle_name: '',
      last_name: 'Morrison',
    });
  });

  it('joins the parts given, spaces tidied, and reads back what it split', () => {
    expect(fullName({ first_name: ' Jane ', middle_name: '', last_name: 'van  Doe' })).toBe('Jane van Doe');
    expect(fullName(splitPersonName('Jane Q. van Doe'))).toBe('Jane Q. van Doe');
  });

  it('tolerates a part missing altogether, as in data not yet through the schema', () => {
    expect(fullName({ first_name: 'Jane', last_name: 'Doe' } as never)).toBe('Jane Doe');
  });
});
