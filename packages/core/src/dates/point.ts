import { isSeason, LETTER, monthNumber, OF } from './vocabulary';

/** Resumes date work from the 1950s on; a wider span takes street numbers and prices for years. */
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
/** Any year of the last two centuries, which a number in prose may be ("in 2019"), whatever a date allows. */
export const couldBeYear = (text: string): boolean => /^(?:19|20)\d\d$/.test(text);
/** Two digits are a year only after an apostrophe ("Jan '19"): bare, they are any number. */
const SHORT_YEAR = "['’‘]\\d{2}(?!\\d)";
const MM = '(?:1[0-2]|0?[1-9])';
const DD = '(?:3[01]|[12]\\d|0?[1-9])';
const DAY = `${DD}(?:st|nd|rd|th|er|\\.)?`;
/** A month or season name: any word, looked up once matched, which keeps the patterns small. */
const WORD = `[${LETTER}]+\\.?`;
const ANY_YEAR = `(?:(?<year>${YEAR})|(?<short>${SHORT_YEAR}))`;
/** What stands between a month or season and its year: "May 2023", "Jan-2020", "marzo de 2017". */
const TO_YEAR = `(?:\\s+${OF}\\s+|[\\s,]*|[-/])`;

interface Groups {
  year?: string;
  short?: string;
  word?: string;
  day?: string;
  month?: string;
  sep?: string;
}

export const pad = (month: number) => String(month).padStart(2, '0');

function fullYear({ year, short }: Groups): string {
  if (year) return year;
  const digits = Number(short?.slice(1));
  return String(digits >= 50 ? 1900 + digits : 2000 + digits);
}

const withMonth = (groups: Groups, month: number | null) =>
  month !== null && month >= 1 && month <= 12 ? `${fullYear(groups)}-${pad(month)}` : null;

function named(groups: Groups): string | null {
  const word = groups.word ?? '';
  return withMonth(groups, monthNumber(word)) ?? (isSeason(word) ? fullYear(groups) : null);
}

/** Day-first or month-first? Whichever the numbers allow; else "/" is American, "." and "-" European. */
function numeric(groups: Groups): string | null {
  const second = Number(groups.month);
  if (!groups.day) return withMonth(groups, second);
  const first = Number(groups.day);
  if (first > 12) return withMonth(groups, second);
  if (second > 12) return withMonth(groups, first);
  return withMonth(groups, groups.sep === '/' ? first : second);
}

/**
 * The printed forms of a date point, read to `YYYY-MM` or `YYYY`: "15 March 2020", "March 15, 2020",
 * "May 2023", "Summer '19"; "15.03.2020", "03/15/2020", "06/2021"; "2020-03-15", "2021-06", "2019".
 */
const FORMS: { source: string; read: (groups: Groups) => string | null }[] = [
  {
    source: `(?:${DAY}\\s*(?:${OF}\\s+)?)?(?<word>${WORD})(?:\\s+${DAY},?)?${TO_YEAR}${ANY_YEAR}`,
    read: named,
  },
  {
    source: `(?:(?<day>${DD})(?<sep>[-/.]))?(?<month>${DD})(?:\\s*/\\s*|[-.])(?<year>${YEAR})`,
    read: numeric,
  },
  {
    source: `(?<year>${YEAR})(?:(?:\\s*/\\s*|[-.])(?<month>${MM})(?:[-/.]${DD})?(?!\\d))?`,
    read: (groups) => (groups.month ? withMonth(groups, Number(groups.month)) : fullYear(groups)),
  },
];

const ANCHORED = FORMS.map((form) => ({ ...form, pattern: new RegExp(`^(?:${form.source})$`, 'i') }));

/** Any date point, to build the patterns that look for points inside longer text. */
export const POINT = `(?:${FORMS.map((form) => form.source.replace(/\(\?<\w+>/g, '(?:')).join('|')})`;

/** A word alone, which is a date only as a month starting a range ("Jun" in "Jun–Aug 2015"). */
export const WORD_ALONE = `${WORD}(?![${LETTER}])`;

/** One printed date → `YYYY-MM` or `YYYY`, or null when it is not a date. */
export function parseDatePoint(text: string): string | null {
  const trimmed = text.trim();
  for (const form of ANCHORED) {
    const groups = trimmed.match(form.pattern)?.groups as Groups | undefined;
    const point = groups ? form.read(groups) : null;
    if (point) return point;
  }
  return null;
}
