import type { ResumeData } from '@resume/core';

/** Fields whose values come from a fixed list (a contact type, a skill level): never varied. */
const FIXED_VALUES = new Set(['type', 'level']);
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** The same month `n` months later, so dates differ between people but stay valid. */
function shiftMonth(value: string, n: number): string {
  const [, year, month] = YEAR_MONTH.exec(value) ?? [];
  if (!year || !month) return value;
  const index = Number(year) * 12 + Number(month) - 1 + (n % 120);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function vary(value: unknown, n: number, key = ''): unknown {
  if (typeof value === 'string') {
    if (value === '' || FIXED_VALUES.has(key)) return value;
    return YEAR_MONTH.test(value) ? shiftMonth(value, n) : `${value} ${n}`;
  }
  if (Array.isArray(value)) return value.map((item) => vary(item, n));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, vary(item, n, name)]));
  }
  return value;
}

/**
 * The benchmark resume as person number `n` would have written it: run number `n` is worked into
 * every text the person typed (names, titles, companies, bullets, links) and every date moves,
 * so each run lays out paragraphs no earlier run has. That is a server exporting different
 * people's resumes; only what the template itself prints (headings, labels, the watermark) is
 * shared, as it is between real people. The renderer remembers laid-out paragraphs and shaped
 * words, so the same resume again (the live preview) is the cheaper case, measured separately.
 */
export function resumeVariant(resume: ResumeData, n: number): ResumeData {
  return vary(resume, n) as ResumeData;
}
