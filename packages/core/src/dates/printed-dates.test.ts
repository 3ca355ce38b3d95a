import { describe, expect, it } from 'vitest';
import { type DateRange, findDateRange, hasDate, parseDatePoint } from './index';

const range = (start: string, end: string, text?: string) => ({
  start,
  end,
  current: false,
  single: false,
  text,
});
const running = (start: string, text?: string) => ({ start, end: null, current: true, single: false, text });
const single = (point: string, text?: string) => ({
  start: point,
  end: point,
  current: false,
  single: true,
  text,
});

/** `text` left out means the whole input is the date. */
const expectRead = (input: string, expected: Omit<DateRange, 'text'> & { text: string | undefined }) =>
  expect(findDateRange(input)).toEqual({ ...expected, text: expected.text ?? input });

describe('parseDatePoint', () => {
  it.each([
    ['May 2023', '2023-05'],
    ['Sept 2018', '2018-09'],
    ['Aug. 2014', '2014-08'],
    ['January, 2020', '2020-01'],
    ['Jan-2020', '2020-01'],
    ['JAN 2020', '2020-01'],
    ['Jan2020', '2020-01'],
    ["Jan '19", '2019-01'],
    ['Jan ’99', '1999-01'],
    ['marzo de 2017', '2017-03'],
    ['15 March 2020', '2020-03'],
    ['1er janvier 2020', '2020-01'],
    ['15. März 2020', '2020-03'],
    ['15 de marzo de 2020', '2020-03'],
    ['March 15, 2020', '2020-03'],
    ['06/2021', '2021-06'],
    ['6/2021', '2021-06'],
    ['12.2019', '2019-12'],
    ['03-2021', '2021-03'],
    ['2021-06', '2021-06'],
    ['2019/09', '2019-09'],
    ['2020-03-15', '2020-03'],
    ['15.03.2020', '2020-03'],
    ['15/03/2020', '2020-03'],
    ['03/15/2020', '2020-03'],
    ['03/04/2020', '2020-03'],
    ['03.04.2020', '2020-04'],
    ['Summer 2022', '2022'],
    ["Fall '18", '2018'],
    ['2019', '2019'],
    ['1950', '1950'],
    ['2049', '2049'],
  ])('%s → %s', (text, expected) => {
    expect(parseDatePoint(text)).toBe(expected);
  });

  it.each([
    ['janvier', 1],
    ['janv.', 1],
    ['février', 2],
    ['févr.', 2],
    ['fevrier', 2],
    ['mars', 3],
    ['avril', 4],
    ['avr.', 4],
    ['mai', 5],
    ['juin', 6],
    ['juillet', 7],
    ['juil.', 7],
    ['août', 8],
    ['aout', 8],
    ['septembre', 9],
    ['sept.', 9],
    ['octobre', 10],
    ['oct.', 10],
    ['novembre', 11],
    ['nov.', 11],
    ['décembre', 12],
    ['déc.', 12],
    ['Décembre', 12],
    ['de\u0301c.', 12],
    ['Januar', 1],
    ['Jan.', 1],
    ['Jänner', 1],
    ['Februar', 2],
    ['Feb.', 2],
    ['März', 3],
    ['Maerz', 3],
    ['Marz', 3],
    ['Mär.', 3],
    ['Mrz.', 3],
    ['April', 4],
    ['Mai', 5],
    ['Juni', 6],
    ['Juli', 7],
    ['August', 8],
    ['September', 9],
    ['Sept.', 9],
    ['Oktober', 10],
    ['Okt.', 10],
    ['November', 11],
    ['Dezember', 12],
    ['Dez.', 12],
    ['enero', 1],
    ['ene.', 1],
    ['febrero', 2],
    ['marzo', 3],
    ['abril', 4],
    ['abr.', 4],
    ['mayo', 5],
    ['junio', 6],
    ['julio', 7],
    ['agosto', 8],
    ['ago.', 8],
    ['septiembre', 9],
    ['setiembre', 9],
    ['sep.', 9],
    ['octubre', 10],
    ['noviembre', 11],
    ['diciembre', 12],
    ['dic.', 12],
  ])('reads the month %s', (month, number) => {
    expect(parseDatePoint(`${month} 2020`)).toBe(`2020-${String(number).padStart(2, '0')}`);
  });

  it.each([
    'spring',
    'summer',
    'fall',
    'autumn',
    'winter',
    'printemps',
    'été',
    'ete',
    'automne',
    'hiver',
    'Frühling',
    'Fruehling',
    'Frühjahr',
    'Sommer',
    'Herbst',
    'Winter',
    'primavera',
    'verano',
    'otoño',
    'otono',
    'invierno',
  ])('reads the season %s as its year', (season) => {
    expect(parseDatePoint(`${season} 2020`)).toBe('2020');
  });

  it.each([
    'May',
    '3.8 GPA',
    'Foo 2020',
    'Jan 19',
    '13/2020',
    '2020-13',
    '32.13.2020',
    '1949',
    '2050',
    'Dec 2050',
    'Present',
  ])('%s is not a date', (text) => {
    expect(parseDatePoint(text)).toBeNull();
  });
});

describe('findDateRange', () => {
  it.each([
    ['Jan 2020 – Present', running('2020-01')],
    ['January 2020 - Current', running('2020-01')],
    ['01/2019 - 03/2021', range('2019-01', '2021-03')],
    ['1/2019–3/2021', range('2019-01', '2021-03')],
    ['2018–2020', range('2018', '2020')],
    ['2018 - 2020', range('2018', '2020')],
    ['2019-2023', range('2019', '2023')],
    ['March 2017 to June 2019', range('2017-03', '2019-06')],
    ['2021-04 – now', running('2021-04')],
    ['2021-04 – 2022-11', range('2021-04', '2022-11')],
    ['Since 2022', running('2022')],
    ['since May 2021', running('2021-05')],
    ['seit 2020', running('2020')],
    ['seit März 2020', running('2020-03')],
    ['depuis 2022', running('2022')],
    ['depuis septembre 2021', running('2021-09')],
    ['desde 2021', running('2021')],
    ['Summer 2019', single('2019')],
    ['Fall 2018 – Spring 2020', range('2018', '2020')],
    ['Jun–Aug 2015', range('2015-06', '2015-08')],
    ['Sep 2016 – Dec 2019', range('2016-09', '2019-12')],
    ['Sept. 2014 – Aug. 2018', range('2014-09', '2018-08')],
    ['Sept 2018 – May 2023', range('2018-09', '2023-05')],
    ['2019 – Heute', running('2019')],
    ['2019 – Actuel', running('2019')],
    ['2019 – Actualidad', running('2019')],
    ["2019 – aujourd'hui", running('2019')],
    ['2019 – aujourd’hui', running('2019')],
    ['2019 – hoy', running('2019')],
    ['2019 bis heute', running('2019')],
    ['May 2023', single('2023-05')],
    ['2020 – today', running('2020')],
    ['12.2019 – 03.2021', range('2019-12', '2021-03')],
    ['2019/09 – 2021/06', range('2019-09', '2021-06')],
    ["Jan '19 – Mar '21", range('2019-01', '2021-03')],
    ['Jan ’19 – Mar ’21', range('2019-01', '2021-03')],
    ['Mar 2020 – Ongoing', running('2020-03')],
    ['July 2012 – Ongoing', running('2012-07')],
    ['2017 – 2019 (2 years)', range('2017', '2019')],
    ['Jan 2020 - Present · 3 yrs 2 mos', running('2020-01')],
    ['2015 – 2018 (3 ans)', range('2015', '2018')],
    ['Oct 2021 — Present', running('2021-10')],
    ['2005 – 2010', range('2005', '2010')],
    ['2019–20', range('2019', '2020')],
    ['2019/20', range('2019', '2020')],
    ['2011–12', range('2011', '2012')],
    ['Summer 2013, 2014', range('2013', '2014')],
    ['2019 -', running('2019')],
    ['Jan 2020 –', running('2020-01')],
    ['(2019 – 2021)', range('2019', '2021')],
    ['[Jan 2020 – Present]', running('2020-01')],
    ['15 March 2020 – 30 June 2021', range('2020-03', '2021-06')],
    ['2020-03-15 – 2021-06-30', range('2020-03', '2021-06')],
    ['MAY 2019 – PRESENT', running('2019-05')],
    ['2019 – PRÉSENT', running('2019')],
    ['Janvier 2019 – Décembre 2020', range('2019-01', '2020-12')],
    ['janv. 2019 – déc. 2020', range('2019-01', '2020-12')],
    ['Jan.\u00a02019\u00a0–\u00a0Dez.\u00a02020', range('2019-01', '2020-12')],
    ['enero 2019 – diciembre 2020', range('2019-01', '2020-12')],
    ['été 2019', single('2019')],
    ['Sommer 2019 – Herbst 2020', range('2019', '2020')],
  ])('reads %s', (input, expected) => {
    expectRead(input, expected);
  });

  it.each([
    'present',
    'current',
    'currently',
    'now',
    'today',
    'ongoing',
    'to date',
    'till date',
    'till now',
    'until now',
    'date',
    'heute',
    'jetzt',
    'laufend',
    'aktuell',
    'actuel',
    'actuellement',
    "aujourd'hui",
    'présent',
    'à ce jour',
    'en cours',
    'presente',
    'actualidad',
    'la actualidad',
    'actualmente',
    'hoy',
    'la fecha',
  ])('reads "2019 – %s" as still running', (now) => {
    expectRead(`2019 – ${now}`, running('2019'));
  });

  it.each([
    '-',
    '--',
    '–',
    '—',
    '~',
    '→',
    'to',
    'until',
    'till',
    'through',
    'thru',
    'bis',
    'à',
    'au',
    'a',
    'al',
    'hasta',
  ])('reads "%s" between two dates', (separator) => {
    expectRead(`2019 ${separator} 2021`, range('2019', '2021'));
    expectRead(`Mar 2019 ${separator} Jun 2021`, range('2019-03', '2021-06'));
  });

  it.each([
    ['from Jan 2019 to Mar 2021', range('2019-01', '2021-03')],
    ['From 2019 until 2021', range('2019', '2021')],
    ['du 01/2019 au 03/2021', range('2019-01', '2021-03')],
    ['de janvier 2019 à mars 2021', range('2019-01', '2021-03')],
    ['depuis 2019 jusqu’à aujourd’hui', running('2019')],
    ["2019 jusqu'en 2021", range('2019', '2021')],
    ['2019 à ce jour', running('2019')],
    ['von 2019 bis 2021', range('2019', '2021')],
    ['vom 01.2019 bis 03.2021', range('2019-01', '2021-03')],
    ['von März 2019 bis heute', running('2019-03')],
    ['seit 2020 bis heute', running('2020')],
    ['de 2019 a 2021', range('2019', '2021')],
    ['del 2019 al 2021', range('2019', '2021')],
    ['de enero de 2019 a marzo de 2021', range('2019-01', '2021-03')],
    ['desde 2019 hasta la fecha', running('2019')],
    ['2019 a la fecha', running('2019')],
  ])('reads %s with its opening word', (input, expected) => {
    expectRead(input, expected);
  });

  it.each([
    ['Acme Corp, Berlin   Jan 2020 – Present', running('2020-01', 'Jan 2020 – Present')],
    ['Jan 2015 - Present | New York, NY', running('2015-01', 'Jan 2015 - Present')],
    ['Sept 2018 – May 2023 Hillcrest University', range('2018-09', '2023-05', 'Sept 2018 – May 2023')],
    ['Software Engineer (2019 – 2021)', range('2019', '2021', '(2019 – 2021)')],
    ['Stage à Paris, été 2019', single('2019', 'été 2019')],
    ['Expected May 2026', single('2026-05', 'May 2026')],
    ['Expected Graduation: June 2016', single('2016-06', 'June 2016')],
    ['Class of 2019', single('2019', '2019')],
    ['Paris — 2019 à 2021', range('2019', '2021', '2019 à 2021')],
    ['GPA 3.8 2019 – 2021', range('2019', '2021', '2019 – 2021')],
    ['Class of 2015 · Jan 2016 – Present', running('2016-01', 'Jan 2016 – Present')],
  ])('finds the date alone inside %s', (input, expected) => {
    expectRead(input, expected);
  });

  it.each([
    ['Jun–Aug 2015', range('2015-06', '2015-08')],
    ['May – Aug 2022', range('2022-05', '2022-08')],
    ['juin – août 2019', range('2019-06', '2019-08')],
    ['Mayo a Agosto 2019', range('2019-05', '2019-08')],
    ['Nov – Feb 2020', range('2019-11', '2020-02')],
    ['Dec 2019 – Feb 2020', range('2019-12', '2020-02')],
  ])('gives a month alone the year of the end: %s', (input, expected) => {
    expectRead(input, expected);
  });

  it.each([
    ['2020 - 2010', single('2020', '2020')],
    ['Mar 2020 – Jan 2020', single('2020-03', 'Mar 2020')],
    ['2049 – 2050', single('2049', '2049')],
  ])('refuses a range that ends before it starts or out of years: %s', (input, expected) => {
    expectRead(input, expected);
  });

  it.each([
    '+1 (415) 555-0142',
    '+1 415 555 0142',
    '06 39 98 12 34',
    '020 7946 0123',
    '+44 20 2019 0123',
    '(415) 555-2019',
    '75001 Paris',
    '10115 Berlin',
    '31-147 Kraków',
    'Python 3.10',
    'ISO 9001',
    'ISO 9001:2015',
    'GPA 3.9/4.0',
    'Increased revenue by 25%',
    'Grew sign-ups 2000%',
    'Rated 10/10',
    '9:00-17:00',
    'Budget of $2000',
    'I may go',
    'Mar a Lago',
    'March on',
    'May 19',
    'Jun – Aug',
    'Spring 19',
    '1949',
    '2050 – 2052',
    '1990s',
    'COVID-19',
    'Led a team of 5 engineers',
    'Top 10 in 2000ies',
  ])('reads no date in %s', (text) => {
    expect(findDateRange(text)).toBeNull();
  });

  it.each([
    ['2019 à Paris', single('2019', '2019')],
    ['à 2019', single('2019', '2019')],
    ['2019 a', single('2019', '2019')],
    ['Jan 2020 a Acme', single('2020-01', 'Jan 2020')],
  ])('reads "a" and "à" only between two dates: %s', (input, expected) => {
    expectRead(input, expected);
  });

  it('takes a date glued to a letter of any script for no date', () => {
    expect(findDateRange('Отдел2019')).toBeNull();
    expect(findDateRange('2019年')).toBeNull();
    expect(findDateRange('Москва 2019 – 2021')).toEqual(range('2019', '2021', '2019 – 2021'));
  });

  it('stays fast on lines built to make patterns backtrack', () => {
    const lines = [
      `${'Jan '.repeat(2000)}2020`,
      `${'2019 - '.repeat(500)}x`,
      `${'1 '.repeat(3000)}`,
      `${'12.'.repeat(2000)}2020`,
      `${'a '.repeat(3000)}2019`,
    ];
    const started = Date.now();
    for (const line of lines) findDateRange(line);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('hasDate', () => {
  it.each([
    ['Jan 2020 – Present', true],
    ['Acme Corp · Summer 2019', true],
    ['seit 2020', true],
    ['Jun–Aug 2015', true],
    ['Senior Software Engineer', false],
    ['+1 (415) 555-0142', false],
    ['bis heute', false],
    ['Mar a Lago', false],
  ])('%s → %s', (text, expected) => {
    expect(hasDate(text)).toBe(expected);
  });
});
