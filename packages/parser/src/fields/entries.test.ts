import { describe, expect, it } from 'vitest';
import { line, segment } from '../../test/support/lines';
import { joinWrapped, splitEntries } from './entries';

describe('splitEntries', () => {
  it('takes a plain paragraph before the bullets as the lead, not as an achievement', () => {
    const [entry] = splitEntries(
      [
        line(['Staff Engineer, Northwind Payments', 'Mar 2021 – Present'], { bold: true }),
        line('Card payment processor handling 40 million transactions a day across Europe.'),
        line('Led the redesign of the settlement pipeline', { bullet: true, x: 10 }),
        line('Mentored 6 engineers', { bullet: true, x: 10 }),
      ],
      false,
    );
    expect(entry?.lead).toBe('Card payment processor handling 40 million transactions a day across Europe.');
    expect(entry?.details).toEqual(['Led the redesign of the settlement pipeline', 'Mentored 6 engineers']);
  });

  it('reads lines indented under a dated header as its description, bullets or not', () => {
    const [entry, next] = splitEntries(
      [
        line(['Staff Engineer', 'Apr 2023 – Present'], { x: 232 }),
        line('Technical lead for the UPI switch', { x: 247 }),
        line(['Senior Software Engineer', 'Jul 2020 – Mar 2023'], { x: 232 }),
      ],
      true,
    );
    expect(entry?.details).toEqual(['Technical lead for the UPI switch']);
    expect(next?.header.map((l) => l.text)).toEqual(['Senior Software Engineer Jul 2020 – Mar 2023']);
  });

  it('keeps prose as achievements when no bullets follow', () => {
    const [entry] = splitEntries(
      [line(['Acme', '2020 – 2021']), line('Built the billing system for 40 shops across Europe.')],
      false,
    );
    expect(entry).toMatchObject({
      lead: '',
      details: ['Built the billing system for 40 shops across Europe.'],
    });
  });

  it('opens an entry at each header after bullets and joins wrapped bullet lines', () => {
    const entries = splitEntries(
      [
        line('Acme Company', { bold: true }),
        line(['Software Engineer', 'May 2023 - Present']),
        line('Led a cross-functional team of 5 engineers in developing a search bar, which', {
          bullet: true,
          x: 10,
          width: 400,
        }),
        line('enables thousands of users', { x: 16 }),
        line('Initech Organization', { bold: true }),
        line(['Intern', 'Summer 2022']),
        line('Fixed 5 bugs', { bullet: true, x: 10 }),
      ],
      true,
    );
    expect(entries.map((e) => [e.header.map((l) => l.text), e.details])).toEqual([
      [
        ['Acme Company', 'Software Engineer May 2023 - Present'],
        [
          'Led a cross-functional team of 5 engineers in developing a search bar, which enables thousands of users',
        ],
      ],
      [['Initech Organization', 'Intern Summer 2022'], ['Fixed 5 bugs']],
    ]);
  });

  it('splits entries without bullets by their dates and by the look of their first line', () => {
    const company = { bold: true, size: 12 };
    const entries = splitEntries(
      [
        line('GLOBEX | SOFTWARE ENGINEER', company),
        line('Jan 2015 - Present | New York, NY'),
        line('INITECH | ENGINEERING INTERN', company),
        line('June 2014 – Sep 2014 | Mountain View, CA'),
      ],
      true,
    );
    expect(entries).toHaveLength(2);
  });

  it('starts a new entry at each line with its own dates', () => {
    const entries = splitEntries(
      [
        line('June 2023 – present Co-Founder & CTO, Acme AI'),
        line('May 2022 – Aug 2022 Research Intern, NVIDIA'),
      ],
      true,
    );
    expect(entries).toHaveLength(2);
  });

  it('keeps a long header line with its dates a header, not prose', () => {
    const [entry] = splitEntries(
      [line(['Bachelor of Science in Computer Science - 3.8 GPA', 'Sep 2019 - May 2023'])],
      true,
    );
    expect(entry?.header).toHaveLength(1);
  });
});

describe('where a paragraph ends, in a PDF', () => {
  const titled = (title: string, y: number, options = {}) => line(title, { bold: true, y, ...options });

  it('opens the next entry at a bold title after a full bullet line, larger or a wider gap below', () => {
    const full = 'Chaired the architecture review board and wrote its decision-record process.';
    const entries = splitEntries(
      [
        titled('Staff Engineer', 100),
        line('Mar 2021 – Present', { y: 112 }),
        line(full, { bullet: true, y: 124, width: 400 }),
        titled('Senior Software Engineer', 136, { size: 10.8 }),
        line('Jun 2017 – Feb 2021', { y: 148 }),
        line(full, { bullet: true, y: 160, width: 400 }),
        line('the board’s decision records.', { y: 172 }),
        titled('Software Engineer', 190),
        line('Sep 2014 – May 2017', { y: 202 }),
      ],
      true,
    );
    expect(entries.map((entry) => entry.header[0]?.text)).toEqual([
      'Staff Engineer',
      'Senior Software Engineer',
      'Software Engineer',
    ]);
    expect(entries[1]?.details).toEqual([`${full} the board’s decision records.`]);
  });

  it('reads a sentence wrapped in a narrow column as the description, not as a title', () => {
    const [entry] = splitEntries(
      [
        titled('Senior Software Engineer', 100),
        line('Parcelwise · Berlin, Germany', { y: 112 }),
        line('Jun 2017 – Feb 2021', { y: 124 }),
        line('Last-mile delivery start-up, grown from 30 to 400 employees', { y: 136, width: 300 }),
        line('during my time there.', { y: 148 }),
        line('Built the route optimisation service', { bullet: true, y: 160 }),
      ],
      true,
    );
    expect(entry?.lead).toBe(
      'Last-mile delivery start-up, grown from 30 to 400 employees during my time there.',
    );
  });
});

describe('joinWrapped', () => {
  it('undoes hyphenation at the end of a line', () => {
    expect(joinWrapped('to lead the Product Man-', 'agement team')).toBe(
      'to lead the Product Management team',
    );
    expect(joinWrapped('one', 'two')).toBe('one two');
  });
});

describe('a date range wrapped over two rows', () => {
  const row = (text: string, date: string, y: number) => ({
    ...line(text, { y }),
    text: `${text} ${date}`,
    segments: [segment(text, { x: 0 }), segment(date, { x: 400, width: 50 })],
  });

  it('puts the end printed under the start back into the entry header', () => {
    const [entry] = splitEntries(
      [row('Nurse Manager', '2023-07 –', 0), row('Good Samaritan Hospital', '2026-06', 12)],
      true,
    );
    expect(entry?.header.map((l) => l.text)).toEqual([
      'Nurse Manager 2023-07 – 2026-06',
      'Good Samaritan Hospital',
    ]);
  });

  it("puts back an end's year wrapped under its month, and leaves a range ending in Present alone", () => {
    const [entry] = splitEntries(
      [row('Industrial Mechanic', 'Dec 2023 – Dec', 0), row('Cascade HVAC', '2024', 12)],
      true,
    );
    expect(entry?.header.map((l) => l.text)).toEqual([
      'Industrial Mechanic Dec 2023 – Dec 2024',
      'Cascade HVAC',
    ]);
    const [current] = splitEntries(
      [row('Site Supervisor', 'Jan 2025 – Present', 0), row('Summit Mechanical', '2019', 12)],
      true,
    );
    expect(current?.header[0]?.text).toBe('Site Supervisor Jan 2025 – Present');
  });

  it('puts back an end printed a row lower in a margin column, beside the first bullet', () => {
    const margin = (text: string, y: number) => ({
      ...line(text, { y }),
      segments: [segment(text, { x: 0, width: 60 })],
    });
    const [entry] = splitEntries(
      [
        {
          ...line('Executive Chef, Hilltop Inn', { x: 100, y: 0 }),
          segments: [segment('Executive Chef, Hilltop Inn', { x: 100 })],
        },
        margin('January 2024 –', 12),
        {
          ...line('Greeted guests', { x: 100, y: 24, bullet: true }),
          segments: [segment('Greeted guests', { x: 100 })],
        },
        margin('May 2026', 24.5),
      ],
      true,
    );
    expect(entry?.header.map((l) => l.text)).toEqual([
      'Executive Chef, Hilltop Inn',
      'January 2024 – May 2026',
    ]);
    expect(entry?.details).toEqual(['Greeted guests']);
  });

  it('joins an end stacked under the start in a date column, without a dash', () => {
    const stacked = (date: string, text: string, y: number) => ({
      ...line(`${date} ${text}`, { y }),
      segments: [segment(date, { x: 0, width: 50 }), segment(text, { x: 100 })],
    });
    const [entry] = splitEntries(
      [
        stacked('Apr 2023', 'Communications Director', 0),
        stacked('Jan 2025', 'Harborview Tourism Board', 12),
      ],
      true,
    );
    expect(entry?.header.map((l) => l.text)).toEqual([
      'Apr 2023 – Jan 2025 Communications Director',
      'Harborview Tourism Board',
    ]);
  });

  it('leaves two dates that are not one range apart', () => {
    const entries = splitEntries([row('Nurse', '2023', 0), row('Charge Nurse', '2021', 12)], true);
    expect(entries.flatMap((e) => e.header.map((l) => l.text))).toEqual(['Nurse 2023', 'Charge Nurse 2021']);
  });
});
