import { describe, expect, it } from 'vitest';
import { line } from '../../test/support/lines';
import type { Line } from '../layout/types';
import { findSections } from '../sections/find-sections';
import { extractProfile } from './profile';

const profileOf = (lines: Line[]) => extractProfile(findSections({ lines, wraps: true }), lines);
const heading = { bold: true, size: 10 };
const prose =
  'This page describes how the resume was written, in plain sentences with enough words to read as prose.';

describe('extractProfile', () => {
  it('reads name, headline and contact details from the header', () => {
    const profile = profileOf([
      line('Jane Doe', { size: 22, bold: true }),
      line('Staff Engineer'),
      line(['jane@example.com', '+1 (415) 555-0142', '555 Main St, Austin, TX', 'linkedin.com/in/jane']),
      line('EXPERIENCE', heading),
      line('Acme'),
    ]);
    expect(profile).toMatchObject({
      name: 'Jane Doe',
      headline: 'Staff Engineer',
      email: 'jane@example.com',
      phone: '+1 (415) 555-0142',
      location: 'Austin, TX',
      links: [{ url: 'linkedin.com/in/jane', label: '' }],
      summary: '',
    });
  });

  it('keeps the label printed before a link, and none where the line has none', () => {
    const profile = profileOf([
      line('Jane Doe', { size: 22, bold: true }),
      line('jane@example.com | jane.dev | Blog: https://blog.jane.dev'),
      line('Portfolio: https://work.jane.dev'),
      line('EXPERIENCE', heading),
      line('Acme'),
    ]);
    expect(profile.links).toEqual([
      { url: 'jane.dev', label: '' },
      { url: 'https://blog.jane.dev', label: 'Blog' },
      { url: 'https://work.jane.dev', label: 'Portfolio' },
    ]);
  });

  it('reads a place no lexicon knows by its shape, but never the headline', () => {
    const place = profileOf([
      line('Kadri Tamm', { size: 22, bold: true }),
      line('Backend Engineer, Veski'),
      line(['kadri@example.ee', 'Tartu, Eesti']),
      line('EXPERIENCE', heading),
    ]);
    expect(place.location).toBe('Tartu, Eesti');
    const headlineOnly = profileOf([
      line('Kadri Tamm', { size: 22, bold: true }),
      line('Engineer, Veski'),
      line('kadri@example.ee'),
      line('EXPERIENCE', heading),
    ]);
    expect(headlineOnly.location).toBe('');
  });

  it('puts an e-mail address wrapped over two lines back together', () => {
    const profile = profileOf([
      line('Mirela Vanko', { size: 22, bold: true }),
      line('mirela.vanko@example'),
      line('.hr'),
      line('EXPERIENCE', heading),
    ]);
    expect(profile.email).toBe('mirela.vanko@example.hr');
  });

  it('takes the summary from the prose one of two summary-like sections', () => {
    const profile = profileOf([
      line('Mirela Vanko', { size: 22, bold: true }),
      line('ABOUT', heading),
      line('Split HR'),
      line('416-555-0162'),
      line('SUMMARY', heading),
      line(prose),
    ]);
    expect(profile.summary).toBe(prose);
  });

  it('finds contact details listed in a sidebar Contact section', () => {
    const profile = profileOf([
      line('CONTACT', { ...heading, block: 0 }),
      line('Berlin, Germany', { block: 0 }),
      line('lenafischer.design', { block: 0 }),
      line('Lena Fischer', { size: 28, block: 1 }),
      line('PROFILE', { ...heading, block: 1 }),
      line('Designer', { block: 1 }),
    ]);
    expect(profile).toMatchObject({
      name: 'Lena Fischer',
      location: 'Berlin, Germany',
      links: [{ url: 'lenafischer.design', label: '' }],
    });
  });

  it('takes an unlabelled first section of prose as the summary', () => {
    const big = { size: 14 };
    // Set on a page as a PDF gives them: the line-role model reads positions.
    const at = (i: number) => ({ x: 50, y: 40 + 18 * i });
    const profile = profileOf([
      line('John Doe', { size: 25, ...at(0) }),
      line('Welcome to My Page', { ...big, ...at(1) }),
      line(prose, at(2)),
      line('Each section title is arbitrary.', at(3)),
      line('Education', { ...big, ...at(4) }),
      line(
        'Sept 2018 – May 2023 Hillcrest University, PhD in Computer Science – Hillcrest, NJ and more',
        at(5),
      ),
    ]);
    expect(profile.summary).toBe(`${prose} Each section title is arbitrary.`);
  });

  it('takes a sentence under the name as the summary when there is no summary section', () => {
    const sentence = 'Software engineer obsessed with building exceptional products that people love';
    const profile = profileOf([
      line('John Doe', { size: 20, bold: true }),
      line(sentence),
      line('SKILLS', heading),
    ]);
    expect(profile).toMatchObject({ summary: sentence, headline: '' });
  });
});
