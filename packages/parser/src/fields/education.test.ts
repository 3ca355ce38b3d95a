import { describe, expect, it } from 'vitest';
import { line } from '../../test/support/lines';
import { readEducation, splitDegree } from './education';
import { splitEntries } from './entries';

const toEducation = (entry: Parameters<typeof readEducation>[0]) => readEducation(entry)?.value ?? null;

describe('toEducation', () => {
  it('takes the phrase beside a school as its degree when no degree word names it', () => {
    const school = toEducation({
      header: [line(['Apprenticeship Program, IBEW', 'Dec 2019']), line('University of Calgary')],
      details: [],
      lead: '',
    });
    expect(school).toMatchObject({
      institution: 'University of Calgary',
      degree: 'Apprenticeship Program, IBEW',
    });
  });

  it('reads school, degree, field and a range of dates', () => {
    const school = toEducation({
      header: [
        line('XYZ University', { bold: true }),
        line(['Bachelor of Science in Computer Science - 3.8 GPA', 'Sep 2019 - May 2023']),
      ],
      details: [],
      lead: '',
    });
    expect(school).toMatchObject({
      institution: 'XYZ University',
      degree: 'Bachelor of Science',
      field_of_study: 'Computer Science',
      start_date: '2019-09',
      graduation_date: '2023-05',
    });
  });

  it('reads years stacked on two rows as a range, and a degree printed under the school', () => {
    const [entry] = splitEntries(
      [
        line(['2014', 'Instituto Superior de Alcorim'], { x: 380 }),
        line('2016', { x: 380 }),
        line('Licenciatura en Física', { x: 515 }),
      ],
      true,
    );
    expect(entry && toEducation(entry)).toMatchObject({
      institution: 'Instituto Superior de Alcorim',
      degree: 'Licenciatura en Física',
      start_date: '2014',
      graduation_date: '2016',
    });
  });

  it('reads a lone "Expected" date as the graduation date only and drops the place', () => {
    const school = toEducation({
      header: [
        line(['University of Redlands, Redlands, CA', 'Expected Graduation: June 2016']),
        line('Bachelor of Arts, Business Administration'),
      ],
      details: [],
      lead: '',
    });
    expect(school).toMatchObject({
      institution: 'University of Redlands',
      degree: 'Bachelor of Arts',
      field_of_study: 'Business Administration',
      start_date: '',
      graduation_date: '2016-06',
    });
  });

  it('splits a school and degree printed as one phrase', () => {
    const school = toEducation({
      header: [line('Sept 2018 – May 2023 Hillcrest University, PhD in Computer Science – Hillcrest, NJ')],
      details: [],
      lead: '',
    });
    expect(school).toMatchObject({
      institution: 'Hillcrest University',
      degree: 'PhD',
      field_of_study: 'Computer Science',
    });
  });

  it('keeps a school without a named degree', () => {
    const school = toEducation({
      header: [line('LA CORDELIA FOR BOYS', { bold: true }), line('Grad. May 2011| Kolkata, India')],
      details: [],
      lead: '',
    });
    expect(school).toMatchObject({
      institution: 'La Cordelia for Boys',
      degree: '',
      graduation_date: '2011-05',
      country: 'India',
    });
  });
});

describe('splitDegree', () => {
  it.each([
    ['B.S. Computer Science', 'B.S.', 'Computer Science'],
    ['BSc Mechanical Engineering', 'BSc', 'Mechanical Engineering'],
    ['MBA Finance', 'MBA', 'Finance'],
    ['Computer Science (B.S.)', 'B.S.', 'Computer Science'],
    ['Bachelor of Science in Physics', 'Bachelor of Science', 'Physics'],
  ])('reads "%s" as the degree %s in %s', (text, degree, field) => {
    expect(splitDegree(text)).toEqual({ degree, field });
  });

  it.each(['Bachelor of Science', 'MSc', 'High School Diploma', 'PhD Candidate', 'BA (Hons)', 'B.A. Hons'])(
    'keeps "%s" whole',
    (text) => {
      expect(splitDegree(text).field).toBe('');
    },
  );

  it('does not split a phrase that is not a degree', () => {
    expect(splitDegree('Exchange semester in Paris')).toEqual({
      degree: 'Exchange semester in Paris',
      field: '',
    });
  });
});

describe('a degree printed under the school', () => {
  it('is not taken from a sentence about a thesis', () => {
    const school = toEducation({
      header: [line(['Universidad de Alcorim', '2016 – 2018'])],
      details: ["Master's thesis on graph databases"],
      lead: '',
    });
    expect(school?.degree).toBe('');
  });
});
