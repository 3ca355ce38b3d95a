import { type DateRange, findDateRange, spacedWords } from '@resume/core';
import type { Line } from '../layout/types';
import { isSurely } from '../model/line-role';
import { isLoneDate } from '../text/lone-date';
import { takeAside } from './entry-aside';
import { ENTRIES } from './thresholds';
import { joinWrappedDates } from './wrapped-dates';

/** One job, school or project: the lines that name it and the paragraphs that describe it. */
export interface Entry {
  header: Line[];
  details: string[];
  /**
   * A plain paragraph before the entry's bullets: it describes the organisation ("Card payment
   * processor, 400 people") rather than being one of the achievements. Empty when there is none.
   */
  lead: string;
}

/** Something read from an entry that the person should check: a field of it, and why. */
export interface Doubt {
  field: string;
  message: string;
}

/** An entry read into a ResumeData item, with what the reading was unsure of. */
export interface ReadEntry<T> {
  value: T;
  doubts: Doubt[];
}

/** Prose rather than a title line: a long line, or a sentence. */
function isProse(line: Line): boolean {
  const count = spacedWords(line.text).length;
  const dates = findDateRange(line.text);
  // A title line with its dates can be long ("Sept 2018 – May 2023 Hillcrest University, PhD in …").
  const { longLine, sentence, datedLine } = ENTRIES.prose;
  if (dates && (!dates.single || line.segments.length > 1) && count < datedLine) return false;
  return count >= longLine || (/[.!?]$/.test(line.text.trim()) && count >= sentence);
}

/**
 * A line the next one carries on in lower case, read together, is prose: a sentence wrapped in a
 * narrow column ("Last-mile delivery start-up, grown from 30 to 400 employees" / "during my time
 * there.") is a description even when its first line is short of a long one.
 */
function opensProse(line: Line, next: Line | undefined): boolean {
  if (!next || next.bullet || !/^\p{Ll}/u.test(next.text)) return false;
  if (Math.abs(next.size - line.size) > ENTRIES.continuationSize) return false;
  return isProse({ ...line, text: `${line.text} ${next.text}` });
}

/** Joins a wrapped line onto the paragraph it continues, undoing end-of-line hyphenation. */
export function joinWrapped(paragraph: string, next: string): string {
  if (paragraph.length >= ENTRIES.maxParagraph) return paragraph;
  if (/\p{L}-$/u.test(paragraph) && /^\p{Ll}/u.test(next)) return paragraph.slice(0, -1) + next;
  return `${paragraph} ${next}`;
}

/** Where a header line's words start, past dates printed in a margin before them. */
function textX(line: Line): number {
  const words = line.segments.find((s) => findDateRange(s.text)?.text.trim() !== s.text.trim());
  return words?.x ?? line.x;
}

interface Flow {
  rightEdge: number;
  wraps: boolean;
  /** The usual distance between a line and the next on the same page (pt): the section's line step. */
  lineStep: number;
}

/** The median distance from one line to the next, over lines on the same page. */
function lineStepOf(lines: Line[]): number {
  const steps = lines
    .slice(1)
    .flatMap((line, i) =>
      line.page === lines[i]!.page && line.y > lines[i]!.y ? [line.y - lines[i]!.y] : [],
    )
    .sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 2)] ?? 0;
}

/** Does `line` carry on the paragraph of the detail line before it? */
function continuesDetail(prev: Line, line: Line, headerX: number, flow: Flow): boolean {
  // Plain text is broken by hand: only a line that goes on in lower case carries on the one before.
  // ("abr. 2016 – ago. 2019" opens the next entry, lower case or not).
  if (!flow.wraps)
    return (
      !line.bullet && line.segments.length === 1 && !findDateRange(line.text) && /^\p{Ll}/u.test(line.text)
    );
  if (line.bullet || line.x < prev.x - ENTRIES.continuationLeft) return false;
  if (Math.abs(line.size - prev.size) > ENTRIES.continuationSize) return false;
  // A paragraph's lines follow at the usual step; a wider gap opens the next entry.
  const step = line.page === prev.page ? line.y - prev.y : 0;
  if (flow.lineStep > 0 && step > ENTRIES.continuationStep * flow.lineStep) return false;
  // A row with a date set apart (tab, right-aligned) heads the next entry, however full the line before.
  if (line.segments.length > 1 && line.segments.some((s) => findDateRange(s.text))) return false;
  if (line.x > headerX + ENTRIES.indent * line.size) return true;
  // A full line wraps onto one in its own type: a line of another weight and size (a larger bold
  // one) after it is the next entry's title.
  const restyled = line.bold !== prev.bold && Math.abs(line.size - prev.size) >= ENTRIES.restyledSize;
  const prevFull = prev.right >= flow.rightEdge - ENTRIES.fullLine * prev.size && !restyled;
  return prevFull || /^[\p{Ll}(]/u.test(line.text);
}

const firstStyle = (line: Line) => {
  const run = line.segments[0]?.runs[0];
  return run ? `${run.bold}|${run.italic}|${Math.round(run.size)}` : '';
};

/**
 * A sentence: five words or more ending in a full stop that closes no abbreviation ("Inc.", "Co.").
 * An entry's header names things and does not end so; its description does.
 */
function isSentence(text: string): boolean {
  const trimmed = text.trim();
  return (
    spacedWords(trimmed).length >= ENTRIES.prose.sentence &&
    /[.!?]$/.test(trimmed) &&
    !/\b\p{Lu}[\p{L}]{0,3}\.$/u.test(trimmed)
  );
}

/**
 * A line describing the entry rather than naming it; the line-role model decides where it is sure
 * (a bulleted line that names a company and dates, a plain line that is an achievement), the rules
 * elsewhere. Letting the model decide every line read more of the generated layouts but fewer real
 * resumes.
 */
function isDetail(line: Line, byRules: boolean): boolean {
  if (isSurely(line, 'header') && !isSentence(line.text)) return false;
  if (isSurely(line, 'detail')) return true;
  return byRules;
}

/** A line that opens with a short label and a colon, then its value: "Focus: Transport", "GPA: 3.8". */
const LABELLED_DETAIL = /^\p{L}[\p{L} /&-]{1,30}:\s+\S/u;

/** An entry being read, with what was found in it so far (so no line is read twice). */
interface Open {
  entry: Entry;
  /** The dates printed in its header lines. */
  dates: DateRange[];
  /** Whether its first description line had a bullet, and whether a later one has. */
  firstBullet: boolean | null;
  laterBullet: boolean;
}

const openEntry = (): Open => ({
  entry: { header: [], details: [], lead: '' },
  dates: [],
  firstBullet: null,
  laterBullet: false,
});

function addHeader(open: Open, line: Line): void {
  open.entry.header.push(line);
  const date = findDateRange(line.text);
  if (date) open.dates.push(date);
}

function addDetail(open: Open, line: Line): void {
  open.entry.details.push(line.text);
  if (open.firstBullet === null) open.firstBullet = line.bullet;
  else if (line.bullet) open.laterBullet = true;
}

function opensEntry(open: Open, line: Line): boolean {
  const { entry, dates } = open;
  if (entry.details.length > 0) return true;
  if (dates.length === 0) return false;
  const date = findDateRange(line.text);
  // A lone date under the entry's only, lone date: the end printed under the start ("2014" / "2016").
  const stacked =
    date?.single && date.text.trim() === line.text.trim() && dates.length === 1 && dates[0]!.single;
  if (date) return !stacked;
  // A header already complete with its date, and a line styled like its first line: the next entry.
  // Dates printed first name nothing: "June 2019 – Present / TEACHER / School" is one header,
  // while "MEng — University / Sept 2012 to June 2016" is complete with its dates.
  const [first] = entry.header;
  const named = first && isLoneDate(first.text) ? entry.header.slice(1) : entry.header;
  return named.length >= ENTRIES.completeHeader && firstStyle(line) === firstStyle(named[0] ?? first!);
}

/**
 * Splits a section into entries. Header lines (title, company, dates, place) open an entry; bullets
 * and prose describe it. Entries without bullets are told apart by their dates and by a line
 * styled like the first line of the previous entry.
 */
export function splitEntries(printedLines: Line[], wraps: boolean): Entry[] {
  const lines = joinWrappedDates(printedLines);
  const rightEdge = lines.reduce((edge, l) => Math.max(edge, l.right), 0);
  const flow: Flow = { rightEdge, wraps, lineStep: lineStepOf(lines) };
  const read: Open[] = [];
  let prevDetail: Line | null = null;
  for (const [at, printed] of lines.entries()) {
    let open = read[read.length - 1];
    const aside = takeAside(printed);
    const line = aside?.line ?? printed;
    if (aside?.dates && open && open.dates.length === 0) addHeader(open, aside.dates);
    const headerX = open?.entry.header[0]?.x ?? line.x;
    if (prevDetail && open && continuesDetail(prevDetail, line, headerX, flow)) {
      const details = open.entry.details;
      details[details.length - 1] = joinWrapped(details[details.length - 1] ?? '', line.text);
      prevDetail = line;
      continue;
    }
    // Indented under a header that already has its dates: a description without bullet glyphs.
    const first = open?.entry.header[0];
    const indented =
      open && first && open.dates.length > 0 && line.x > textX(first) + ENTRIES.indent * line.size;
    const prose = isProse(line) || opensProse(line, lines[at + 1]);
    // "Schwerpunkt: Verkehrswegebau", "Thesis: …" under a dated header: a detail of it, named.
    const labelled = Boolean(open && open.dates.length > 0 && LABELLED_DETAIL.test(line.text));
    if (isDetail(line, Boolean(line.bullet || prose || indented || labelled))) {
      if (!open) {
        open = openEntry();
        read.push(open);
      }
      addDetail(open, line);
      prevDetail = line;
      continue;
    }
    prevDetail = null;
    if (!open || opensEntry(open, line)) {
      open = openEntry();
      read.push(open);
    }
    addHeader(open, line);
  }
  return read.map(({ entry, firstBullet, laterBullet }) => {
    if (firstBullet === false && laterBullet) entry.lead = entry.details.shift() ?? '';
    return entry;
  });
}
