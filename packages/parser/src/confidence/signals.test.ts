import { describe, expect, it } from 'vitest';
import {
  datedLinesBeyondEntries,
  type EntryReading,
  emptyUnderHeading,
  experienceNotFound,
  headersInAchievements,
  incompleteEntries,
  looksLikeEntryHeader,
  nameSignal,
  noWayToReach,
  type SectionReading,
} from './signals';

const POSITIONS = { one: 'position', many: 'positions' };
const entry = (title = 'Engineer', achievements: string[] = [], dated = true): EntryReading => ({
  title,
  dated,
  achievements,
});
const entries = (n: number) => Array.from({ length: n }, () => entry());
const section = (lines: string[], read: EntryReading[], headings = ['Experience']): SectionReading => ({
  headings,
  lines,
  entries: read,
});
const dated = (n: number) =>
  Array.from({ length: n }, (_, i) => `Engineer, Company ${i} — ${2010 + i} – ${2011 + i}`);

describe('a heading with nothing under it', () => {
  it('is low when the heading was found and no entry read', () => {
    expect(emptyUnderHeading(section(['Some text'], []))?.confidence).toBe('low');
  });
  it('is no doubt when entries were read, or when there was no heading', () => {
    expect(emptyUnderHeading(section([], entries(1)))).toBeNull();
    expect(emptyUnderHeading(section([], [], []))).toBeNull();
  });
});

describe('more dated lines than entries read', () => {
  it('is low at 6 dated lines and 1 entry', () => {
    expect(datedLinesBeyondEntries(section(dated(6), entries(1)), POSITIONS)?.confidence).toBe('low');
  });
  it('is medium when one entry is missing, and no doubt when every dated line has its entry', () => {
    expect(datedLinesBeyondEntries(section(dated(3), entries(2)), POSITIONS)?.confidence).toBe('medium');
    expect(datedLinesBeyondEntries(section(dated(4), entries(4)), POSITIONS)).toBeNull();
  });
  it('counts date ranges, not lone dates (a certificate year is not an entry)', () => {
    const lines = ['AWS certified, 2021', 'Speaker at GopherCon 2019', ...dated(1)];
    expect(datedLinesBeyondEntries(section(lines, entries(1)), POSITIONS)).toBeNull();
  });
});

describe('entry headers read as achievements', () => {
  it('spots dates, an employer and a "City, ST" place', () => {
    expect(looksLikeEntryHeader('Mar 2019 – Dec 2021')).toBe(true);
    expect(looksLikeEntryHeader('Globex Corporation')).toBe(true);
    expect(looksLikeEntryHeader('Springfield, IL')).toBe(true);
  });
  it('leaves real achievements alone', () => {
    for (const achievement of [
      'Cut settlement time by 40% by rewriting the batch pipeline',
      'Led a team of 5',
      'Migrated 30 services to Kubernetes.',
      'Employee of the month, twice.',
    ])
      expect(looksLikeEntryHeader(achievement), achievement).toBe(false);
  });
  it('is medium for one, low for two or more, quoting the first', () => {
    const one = headersInAchievements(
      [entry('Engineer', ['Led a team of 5', 'Initech Solutions'])],
      POSITIONS,
    );
    expect(one).toEqual({
      confidence: 'medium',
      reason:
        '1 achievement looks like an employer, a place or dates (“Initech Solutions”): another position may have been read into the one above it.',
    });
    const two = headersInAchievements([entry('Engineer', ['Initech Solutions', 'Austin, TX'])], POSITIONS);
    expect(two?.confidence).toBe('low');
  });
});

describe('entries with no title or no dates', () => {
  it('is medium for a few, low when most are', () => {
    expect(incompleteEntries([entry(), entry(), entry('', [])], POSITIONS)?.confidence).toBe('medium');
    expect(
      incompleteEntries([entry(), entry('', [], false), entry('Dev', [], false)], POSITIONS)?.confidence,
    ).toBe('low');
    expect(incompleteEntries(entries(3), POSITIONS)).toBeNull();
  });
});

describe('no experience found although the file lists dates', () => {
  it('is low with several date ranges in the file and no experience section', () => {
    const signal = experienceNotFound(section([], [], []), dated(4));
    expect(signal?.confidence).toBe('low');
    expect(signal?.reason).toContain('4 lines of the file carry dates');
  });
  it('is no doubt for a file with few dates, or when experience was read', () => {
    expect(experienceNotFound(section([], [], []), dated(2))).toBeNull();
    expect(experienceNotFound(section([], entries(1), []), dated(5))).toBeNull();
  });
});

describe('the name', () => {
  it('is low when missing or when it names an organisation', () => {
    expect(nameSignal('')?.confidence).toBe('low');
    expect(nameSignal('Acme Payments Ltd')?.reason).toBe(
      'The name read, “Acme Payments Ltd”, looks like an organisation rather than a person.',
    );
    expect(nameSignal('University of Manchester')?.confidence).toBe('low');
  });
  it('is no doubt for a person, even one named like a place of work', () => {
    expect(nameSignal('Jane Q. Doe')).toBeNull();
    expect(nameSignal('Maria Church')).toBeNull();
  });
  it('asks for a way to reach the person', () => {
    expect(noWayToReach('', '')?.confidence).toBe('medium');
    expect(noWayToReach('', '+44 20 7946 0958')).toBeNull();
  });
});
