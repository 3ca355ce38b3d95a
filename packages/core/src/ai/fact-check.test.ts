import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, seniorResume } from '../testing';
import { factSources, findInventedFacts } from './fact-check';

const sources = factSources({ kind: 'summary', resume: seniorResume() }, FIXTURE_NOW);
const flagged = (answer: string, from: readonly string[] = sources) =>
  findInventedFacts(answer, from).map((w) => `${w.kind}:${w.text}`);

describe('findInventedFacts', () => {
  it('flags an invented number, company and year, in order, with a message', () => {
    const warnings = findInventedFacts('Led 5 engineers at Google to cut latency by 45% in 2019.', sources);
    expect(warnings).toEqual([
      {
        kind: 'name',
        text: 'Google',
        message: '"Google" is not named on your resume. Check it before you accept.',
      },
      { kind: 'number', text: '45%', message: '"45%" is not on your resume. Check it before you accept.' },
      {
        kind: 'date',
        text: '2019',
        message: '"2019" is not a date on your resume. Check it before you accept.',
      },
    ]);
  });

  it('flags money, multiples and thousands, but each only once', () => {
    expect(flagged('Added $5M, then $5M more; 30,000 users; 7x faster.')).toEqual([
      'number:$5M',
      'number:30,000',
      'number:7x',
    ]);
  });

  it('treats a number as the same fact whatever its format, but not with another unit', () => {
    expect(flagged('Served 12000 customers, cut p99 latency 40 % and saved $380K.')).toEqual([]);
    expect(flagged('Served 2 million events and 1,900 stars.')).toEqual([]);
    expect(flagged('Cut deploy time by 45%.')).toEqual(['number:45%']); // the resume has 45 minutes
  });

  it('ignores bracketed placeholders', () => {
    expect(flagged('Cut costs by [X%], saving [$X] for [number] teams in [year].')).toEqual([]);
  });

  it('accepts a year of the resume in any date format', () => {
    expect(flagged('Joined Ledgerly in March 2021 and left Streamline Analytics in 02/2021.')).toEqual([]);
  });

  it('flags multi-word names and acronyms that are not on the resume', () => {
    expect(
      flagged('Bank of England work. Worked with Bank of America and the GCP team at Acme Corp.'),
    ).toEqual(['name:England', 'name:Bank of America', 'name:GCP', 'name:Acme Corp']);
  });

  it('compares names without case and accepts a name split across the resume', () => {
    expect(
      flagged('Used kafka and KUBERNETES at Ledgerly, as Maya Chen from University of Washington.'),
    ).toEqual([]);
  });

  it('does not take capitalised words at a sentence, line or bullet start, or after a colon, for names', () => {
    const answer =
      'Dear Hiring Manager,\n\nBuilt things. Improved more.\n- Reduced waste\nSkills: Delivered on time in May, on Monday.\nKind regards,\nMaya Chen';
    expect(flagged(answer)).toEqual([]);
  });

  it('draws on the job description for tailoring and on the prompt for the writer', () => {
    const tailor = factSources({
      kind: 'tailor',
      resume: seniorResume(),
      jobDescription: 'Stripe needs PCI DSS.',
    });
    expect(flagged('Mention PCI DSS for Stripe.', tailor)).toEqual([]);
    const writer = factSources({ kind: 'writer', writerKind: 'free', prompt: 'Sold 300 bikes at Decathlon' });
    expect(flagged('Sold 300 bikes at Decathlon.', writer)).toEqual([]);
    expect(flagged('Sold 400 bikes at Decathlon.', writer)).toEqual(['number:400']);
  });

  it('counts the years the dates add up to as a source, not an invention', () => {
    const dated = { ...seniorResume(), summary: '' };
    expect(
      flagged('12 years of experience.', factSources({ kind: 'summary', resume: dated }, FIXTURE_NOW)),
    ).toEqual([]);
    expect(
      flagged('15 years of experience.', factSources({ kind: 'summary', resume: dated }, FIXTURE_NOW)),
    ).toEqual(['number:15']);
  });
});
