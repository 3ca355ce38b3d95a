import { describe, expect, it } from 'vitest';
import { fillerPhrases, firstPersonWords, hasNumber, weakOpener } from './text/phrases';
import { openingVerb, pastTense } from './text/verbs';

describe('openingVerb', () => {
  it.each([
    ['Led', 'a', 'past'],
    ['Spearheaded', 'migration', 'past'],
    ['Architected', 'a', 'past'],
    ['Unified', 'billing', 'past'],
    ['Planned', 'the', 'past'],
    ['Manage', 'payroll', 'present'],
    ['Manages', 'payroll', 'present'],
    ['Coaches', 'new', 'present'],
    ['Developing', 'APIs', 'gerund'],
    ['Leads', 'the', 'present'],
    ['Lead', 'engineer', 'unknown'], // a title, not a verb
    ['Marketing', 'campaigns', 'unknown'], // a noun
    ['Teaching', 'Assistant', 'unknown'], // a title
    ['Teaching', 'the', 'gerund'],
    ['Cut', 'costs', 'unknown'], // past and present look alike
    ['Set', 'up', 'unknown'],
    ['Sales', 'of', 'unknown'],
    ['Operations', 'lead', 'unknown'],
  ])('%s %s… opens with a %s verb', (first, second, form) => {
    expect(openingVerb(first, second).form).toBe(form);
  });

  it.each([
    ['manage', 'managed'],
    ['lead', 'led'],
    ['plan', 'planned'],
    ['unify', 'unified'],
    ['build', 'built'],
    ['develop', 'developed'],
  ])('the past of %s is %s', (base, past) => {
    expect(pastTense(base)).toBe(past);
  });
});

describe('achievement phrases', () => {
  it.each([
    ['Responsible for the payroll of 200 staff', 'Responsible for'],
    ['Was responsible for onboarding', 'Was responsible for'],
    ['Helped with the migration', 'Helped'],
    ['I helped with the migration', 'helped'],
    ['Worked on the checkout redesign', 'Worked on'],
    ['Duties included filing', 'Duties included'],
    ['• Participated in code reviews', 'Participated in'],
  ])('%j opens weakly with %j', (text, opener) => {
    expect(weakOpener(text)).toBe(opener);
  });

  it.each([
    'Led a team of 5 engineers',
    'Worked out a pricing model that lifted margin 4%',
    'Helmed the rebrand',
  ])('%j does not open weakly', (text) => {
    expect(weakOpener(text)).toBeUndefined();
  });

  it.each([
    ['I built the API', ['I']],
    ["I'm leading the team", ['I']],
    ['Grew our revenue with my team', ['our', 'my']],
    ['We shipped it', ['We']],
    ['Helped us win', ['us']],
    ['Tuned I/O for US customers, i.e. in the U.S. and us-east-1', []],
    ['Led IT support for Acme', []],
  ])('%j has first-person words %j', (text, expected) => {
    expect(firstPersonWords(text)).toEqual(expected);
  });

  it.each([
    ['Cut p99 latency by 40%', true],
    ['Settled $1.2B a month', true],
    ['Served 2 million users', true],
    ['Cut build time to 300ms', true],
    ['Doubled sign-ups', true],
    ['Mentored three engineers', true],
    ['Migrated storage to S3 and EC2', false],
    ['Joined in 2019 to build the data team', false],
    ['Improved p99 latency', false],
    ['Worked on Q3 planning', false],
  ])('%j carries a number: %s', (text, expected) => {
    expect(hasNumber(text)).toBe(expected);
  });

  it('names the filler and why it is filler', () => {
    expect(
      fillerPhrases('Successfully delivered various projects in order to help').map((f) => f.phrase),
    ).toEqual(['Successfully', 'various', 'in order to']);
    expect(fillerPhrases('Made the service faster and more reliable for 40k users')).toEqual([]);
  });
});
