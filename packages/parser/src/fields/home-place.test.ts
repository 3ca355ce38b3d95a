import { describe, expect, it } from 'vitest';
import { findBareCity } from './home-place';

const none = new Set<string>();

describe('findBareCity', () => {
  it('reads a bare town between other contact details, whatever the separator', () => {
    expect(findBareCity(['m.hoffmann@example.com • 0151 / 2345 8054 • Dortmund •'], none)).toBe('Dortmund');
    expect(
      findBareCity(['s@example.org / +49 170 1238098 / Frankfurt am Main / https://s.example.dev'], none),
    ).toBe('Frankfurt am Main');
    expect(findBareCity(['g@example.com ◆ 0470 95 05 63 ◆ Rennes ◆ linkedin.com/in/g'], none)).toBe('Rennes');
    expect(findBareCity(['x@example.com | 0639984044 | Toulouse (31)'], none)).toBe('Toulouse (31)');
    expect(findBareCity(['x@example.com | 50667 Köln'], none)).toBe('50667 Köln');
  });

  it('reads a town on its own line beside a contact detail or under a label', () => {
    expect(findBareCity(['s@example.com', '079 123 47 23', 'Berlin'], none)).toBe('Berlin');
    expect(findBareCity(['LOCATION', 'Hannover', 'WEBSITE'], none)).toBe('Hannover');
    expect(findBareCity(['⌂ Tours', 'Skills'], none)).toBe('');
  });

  it('never takes a job title, a site name, a label or the name for a town', () => {
    expect(findBareCity(['Software Engineer | jane@example.com | 555 0100'], none)).toBe('');
    expect(findBareCity(['GitHub | LinkedIn | jane@example.com'], none)).toBe('');
    expect(findBareCity(['Jane Doe', 'jane@example.com'], new Set(['Jane Doe']))).toBe('');
  });
});
