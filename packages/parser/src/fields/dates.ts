/**
 * Dates as resumes print them ("Sept 2018 – May 2023", "Summer 2022", "06/2021 - Present",
 * "Expected June 2016") turned into ResumeData's `YYYY-MM` or `YYYY`.
 */

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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const POINT = `(?:${MONTH},?\\s*${YEAR}|${SEASON},?\\s*${YEAR}|\\d{1,2}\\s*[/.]\\s*${YEAR}|${YEAR}\\s*[/.-]\\s*\\d{1,2}(?!\\d)|${YEAR})`;
const NOW = "(?:present|current(?:ly)?|now|ongoing|today|to\\s+date|date|heute|aujourd'hui)";
const SEP = '\\s*(?:-{1,2}|–|—|~|→|\\bto\\b|\\buntil\\b|\\btill\\b|\\bthrough\\b|\\bthru\\b)\\s*';
const EDGE_BEFORE = '(?<![\\p{L}\\d])';
const EDGE_AFTER = '(?![\\p{L}\\d])';

const RANGE = new RegExp(`${EDGE_BEFORE}(${POINT}|${MONTH})${SEP}(${POINT}|${NOW})${EDGE_AFTER}`, 'iu');
/** "Summer 2013, 2014": the same season in two years. */
const YEAR_LIST = new RegExp(`${EDGE_BEFORE}(${POINT}),\\s*(${YEAR})${EDGE_AFTER}`, 'iu');
const SINCE = new RegExp(`${EDGE_BEFORE}since\\s+(${POINT})${EDGE_AFTER}`, 'iu');
const OPEN_ENDED = new RegExp(`${EDGE_BEFORE}(${POINT})${SEP}$`, 'iu');
const SINGLE = new RegExp(`${EDGE_BEFORE}(${POINT})${EDGE_AFTER}`, 'iu');

const pad = (month: number) => String(month).padStart(2, '0');

function monthIndex(text: string): number | null {
  const key = text.toLowerCase().slice(0, 3);
  const index = MONTHS.indexOf(key as (typeof MONTHS)[number]);
  return index >= 0 ? index + 1 : null;
}

/** One printed date → `YYYY-MM` or `YYYY`, or null when it is not a date. */
export function parseDatePoint(text: string): string | null {
  const raw = text.trim().toLowerCase();
  const year = raw.match(/(19[5-9]\d|20[0-4]\d)/)?.[1];
  if (!year) return null;
  const named = raw.match(/^([a-z]+)/)?.[1];
  if (named) {
    const month = monthIndex(named);
    return month && !/^(spring|summer|fall|autumn|winter)/.test(named) ? `${year}-${pad(month)}` : year;
  }
  const monthFirst = raw.match(/^(\d{1,2})\s*[/.]\s*\d{4}$/);
  const yearFirst = raw.match(/^\d{4}\s*[/.-]\s*(\d{1,2})$/);
  const month = Number(monthFirst?.[1] ?? yearFirst?.[1] ?? 0);
  return month >= 1 && month <= 12 ? `${year}-${pad(month)}` : year;
}

const isNow = (text: string) => new RegExp(`^${NOW}$`, 'i').test(text.trim());

/** "May – Aug 2022": a month without a year borrows the end's year. */
function startWithYear(start: string, end: string | null): string | null {
  const parsed = parseDatePoint(start);
  if (parsed) return parsed;
  const month = monthIndex(start.trim());
  const year = end?.slice(0, 4);
  return month && year ? `${year}-${pad(month)}` : null;
}

function fromRange(match: RegExpMatchArray): DateRange | null {
  const [text, startText = '', endText = ''] = match;
  if (isNow(endText)) {
    const start = parseDatePoint(startText);
    return start ? { start, end: null, current: true, single: false, text } : null;
  }
  const end = parseDatePoint(endText);
  const start = startWithYear(startText, end);
  if (!start || !end || start.slice(0, 4) > end.slice(0, 4)) return null;
  return { start, end, current: false, single: false, text };
}

/**
 * The date range printed in a piece of text, preferring a range over a single date. A single date
 * gives `start` = `end` (the caller decides what a lone date means for its kind of entry).
 */
export function findDateRange(text: string): DateRange | null {
  const range = text.match(RANGE);
  const parsed = range ? fromRange(range) : null;
  if (parsed) return parsed;
  const list = text.match(YEAR_LIST);
  if (list) {
    const start = parseDatePoint(list[1] ?? '');
    const end = list[2] ?? '';
    if (start && end > start.slice(0, 4)) return { start, end, current: false, single: false, text: list[0] };
  }
  const since = text.match(SINCE) ?? text.match(OPEN_ENDED);
  const sinceStart = since ? parseDatePoint(since[1] ?? '') : null;
  if (since && sinceStart)
    return { start: sinceStart, end: null, current: true, single: false, text: since[0] };
  const single = text.match(SINGLE);
  const point = single ? parseDatePoint(single[1] ?? '') : null;
  if (single && point) return { start: point, end: point, current: false, single: true, text: single[0] };
  return null;
}
