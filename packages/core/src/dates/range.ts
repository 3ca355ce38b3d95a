import { POINT, pad, parseDatePoint, WORD_ALONE } from './point';
import { DURATION_UNIT, FROM, LETTER, NOW, SEPARATOR, SINCE } from './vocabulary';

export interface DateRange {
  /** `YYYY-MM` or `YYYY`; empty when only an end is known. */
  start: string;
  /** `YYYY-MM` or `YYYY`; null when the range runs to the present. */
  end: string | null;
  current: boolean;
  /** A single date was printed rather than a range. */
  single: boolean;
  /** The printed text that was matched, to remove it from the line. */
  text: string;
}

/**
 * A date starts after no letter or digit, nor after a price sign or a number's punctuation, so
 * "ISO 9001:2015", "555-2019" and "$2000" hold no date; nor is it a group of a phone number
 * ("+44 20 2019 0123"), a year between other groups of digits.
 */
const BEFORE = `(?<![${LETTER}0-9$€£¥#+])(?<!\\d[.,:/-])(?!(?<=\\d\\s)\\d{4}\\s\\d)`;
/** …and ends before no letter or digit, nor a decimal part or a percent sign. */
const AFTER = `(?![${LETTER}0-9]|[.,:/-]\\d|\\s*%)`;
/** The patterns know Latin letters only; a letter of any other script is checked once matched. */
const LETTER_BEFORE = /[\p{L}\p{N}\p{M}]$/u;
const LETTER_AFTER = /^[\p{L}\p{N}\p{M}]/u;
const DASH = '(?:-+>|--?|[‐‑‒–—―−~→])';
const QUANTITY = `\\d{1,2}(?:[.,]\\d)?\\+?\\s*${DURATION_UNIT}\\.?(?![${LETTER}])`;
/** The length often printed after a range ("(2 years)", "· 3 yrs 2 mos"), removed with it. */
const LENGTH = `(?:\\s*[(·•,]?\\s*${QUANTITY}(?:,?\\s*${QUANTITY})?\\s*\\)?)`;

const pattern = (source: string) => new RegExp(`${BEFORE}${source}${AFTER}`, 'gi');

const RANGE = pattern(
  `(?:${FROM}\\s+)?(?<start>${POINT}|${WORD_ALONE})${SEPARATOR}(?<end>${POINT}|${NOW})${LENGTH}?`,
);
/** "2019–20", "2019/20": a school year. */
const SCHOOL_YEAR = pattern('(?<start>\\d{4})(?<sep>[-–—/])(?<end>\\d{2})');
/** "Summer 2013, 2014": the same season in two years. */
const YEAR_LIST = pattern(`(?<start>${POINT}),\\s*(?<end>\\d{4})`);
const SINCE_POINT = pattern(`${SINCE}\\s+(?<start>${POINT})`);
/** "2019 –" at the end of a line: the end was left blank because the range is still running. */
const OPEN_ENDED = new RegExp(`${BEFORE}(?<start>${POINT})\\s*${DASH}\\s*$`, 'i');
const SINGLE = pattern(`(?<start>${POINT})`);
const NOW_ALONE = new RegExp(`^${NOW}$`, 'i');

const year = (date: string) => date.slice(0, 4);
/** Dates as `YYYY-MM` or `YYYY` compare as text, a bare year only by its year. */
const after = (a: string, b: string) => year(a) > year(b) || (a.length === 7 && b.length === 7 && a > b);

const running = (start: string, text: string): DateRange => ({
  start,
  end: null,
  current: true,
  single: false,
  text,
});
/** A range still running from `start`, when `start` is a date. */
function runningFrom(start: string, text: string): DateRange | null {
  const from = parseDatePoint(start);
  return from ? running(from, text) : null;
}
const between = (start: string, end: string, text: string): DateRange | null =>
  after(start, end) ? null : { start, end, current: false, single: false, text };

/** "Jun–Aug 2015": a month alone takes the end's year, or the year before when it comes later ("Nov–Feb"). */
function borrowYear(month: string, end: string): string | null {
  if (end.length !== 7) return null;
  const start = Number(parseDatePoint(`${month} ${year(end)}`)?.slice(5));
  if (!start) return null;
  const startYear = Number(year(end)) - (start > Number(end.slice(5)) ? 1 : 0);
  return `${startYear}-${pad(start)}`;
}

type Groups = Record<string, string | undefined>;

const RULES: [RegExp, (groups: Groups, text: string) => DateRange | null][] = [
  [
    RANGE,
    ({ start = '', end = '' }, text) => {
      if (NOW_ALONE.test(end)) return runningFrom(start, text);
      const to = parseDatePoint(end);
      const from = to && (parseDatePoint(start) ?? borrowYear(start, to));
      return to && from ? between(from, to, text) : null;
    },
  ],
  [
    SCHOOL_YEAR,
    ({ start = '', sep = '', end = '' }, text) => {
      const next = Number(start) + 1;
      // "2011-12" and "2011/12" are December 2011; only a real dash makes "2011–12" a school year.
      if (Number(end) !== next % 100 || (Number(end) <= 12 && sep !== '–' && sep !== '—')) return null;
      const from = parseDatePoint(start);
      const to = parseDatePoint(String(next));
      return from && to ? between(from, to, text) : null;
    },
  ],
  [
    YEAR_LIST,
    ({ start = '', end = '' }, text) => {
      const from = parseDatePoint(start);
      return from && year(from) < end && parseDatePoint(end) ? between(year(from), end, text) : null;
    },
  ],
  [SINCE_POINT, ({ start = '' }, text) => runningFrom(start, text)],
  [OPEN_ENDED, ({ start = '' }, text) => runningFrom(start, text)],
  [
    SINGLE,
    ({ start = '' }, text) => {
      const point = parseDatePoint(start);
      return point ? { start: point, end: point, current: false, single: true, text } : null;
    },
  ],
];

/** "(2019 – 2021)": brackets around nothing but the date go with it. */
function withBrackets(line: string, index: number, text: string): string {
  const open = line[index - 1];
  const close = line[index + text.length];
  return (open === '(' && close === ')') || (open === '[' && close === ']') ? `${open}${text}${close}` : text;
}

const standsApart = (line: string, start: number, end: number) =>
  !LETTER_BEFORE.test(line.slice(Math.max(0, start - 2), start)) &&
  !LETTER_AFTER.test(line.slice(end, end + 2));

/**
 * Where to look again after a miss: one character on, or past a start that was a date, since its
 * tail ("2020" of "Mar 2020 – Jan 2020") would start a wrong range.
 */
function resumeAt(match: RegExpExecArray): number {
  const start = match.groups?.start ?? '';
  const offset = match[0].indexOf(start);
  return match.index + (start && parseDatePoint(start) ? offset + start.length : 1);
}

/** The first match of `rule` that reads as a date. */
function scan(line: string, [regex, read]: (typeof RULES)[number]): DateRange | null {
  regex.lastIndex = 0;
  for (let match = regex.exec(line); match; match = regex.exec(line)) {
    const text = match[0];
    const range = standsApart(line, match.index, match.index + text.length) && read(match.groups ?? {}, text);
    if (range) return { ...range, text: withBrackets(line, match.index, text) };
    if (!regex.global) return null;
    regex.lastIndex = resumeAt(match);
  }
  return null;
}

/**
 * The date range printed in a piece of text, preferring a range over a single date. A single date
 * gives `start` = `end` (the caller decides what a lone date means for its kind of entry).
 */
export function findDateRange(text: string): DateRange | null {
  // Every date has a year, and every year two digits in a row: most lines are out at once.
  if (!/\d\d/.test(text)) return null;
  for (const rule of RULES) {
    const range = scan(text, rule);
    if (range) return range;
  }
  return null;
}

/** Does the text hold a date point or a range? */
export const hasDate = (text: string): boolean => findDateRange(text) !== null;

const DURATION_ALONE = new RegExp(`^\\s*\\(?\\s*${QUANTITY}(?:,?\\s*${QUANTITY})?\\s*\\)?\\s*$`, 'i');

/** Text that is only a length of time ("2 years 10 months", "(3 ans)", "4 Monate"). */
export const isDuration = (text: string): boolean => DURATION_ALONE.test(text);
