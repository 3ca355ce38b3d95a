import { type DateRange, findDateRange, findUrls, withoutScheme } from '@resume/core';
import type { Line, Segment } from '../layout/types';
import { tidySpaces } from '../text/clean-text';
import { isLocation } from './places';
import { ENTRIES } from './thresholds';

/** A phrase of an entry's header: "Senior Software Engineer", "Acme", "PhD in Computer Science". */
export interface Part {
  text: string;
  bold: boolean;
  italic: boolean;
}

export interface EntryParts {
  parts: Part[];
  dates: DateRange | null;
  place: string | null;
  urls: string[];
}

/** Separators printed between the fields of a header line. */
const SEPARATOR = /\s+[|•·–—]\s+|\s*[|•·]\s*|\s+-\s+|\s+@\s+|\s+at\s+(?=\p{Lu})/u;
const EDGE_PUNCTUATION = /^[\s,;:|•·–—-]+|[\s,;:|•·–—-]+$/g;
/** Grades and honours beside a school ("GPA 3.8", "78%", "8.4/10"): no degree, no school. */
const NOISE =
  /\b(c?gpa|grade|cum laude|valedictorian|dean'?s list|honou?rs? roll)\b|^(expected|anticipated)?\s*(graduation|grad\.?)?\s*:?$|^\d{1,3}(?:[.,]\d+)?\s*%$|^\d{1,2}(?:[.,]\d+)?\s*\/\s*(?:4|5|10|20)$/i;

interface PickedDates {
  range: DateRange;
  /** The printed date text to take out of each segment that holds part of it. */
  printed: Map<Segment, string>;
}

/**
 * The best date range among the header lines: a range anywhere beats a lone date, and two lone
 * years stacked on separate rows ("2014" over "2016") are a range.
 */
function pickDates(header: Line[]): PickedDates | null {
  const singles: { range: DateRange; segment: Segment; row: number }[] = [];
  for (const [row, line] of header.entries()) {
    for (const segment of line.segments) {
      const range = findDateRange(segment.text);
      if (range && !range.single) return { range, printed: new Map([[segment, range.text]]) };
      if (range) singles.push({ range, segment, row });
    }
  }
  const [first, second] = singles;
  if (!first) return null;
  if (second && singles.length === 2 && isStacked(first, second)) {
    const range = { ...first.range, end: second.range.end, single: false };
    return { range, printed: new Map(singles.map((s) => [s.segment, s.range.text])) };
  }
  return { range: first.range, printed: new Map([[first.segment, first.range.text]]) };
}

/** Two lone dates, each all of its part, on consecutive rows at the same x, the later one below. */
function isStacked(
  first: { range: DateRange; segment: Segment; row: number },
  second: { range: DateRange; segment: Segment; row: number },
): boolean {
  const alone = (d: typeof first) => d.range.text.trim() === d.segment.text.trim();
  return (
    alone(first) &&
    alone(second) &&
    second.row === first.row + 1 &&
    Math.abs(first.segment.x - second.segment.x) < ENTRIES.stackedDatesX &&
    first.range.start < second.range.start
  );
}

/** Splits a segment where the weight changes: "Co-Founder & CTO" (bold) ", Acme AI" (regular). */
function styleChunks(segment: Segment, remove: string | null): Part[] {
  const chunks: Part[] = [];
  for (const run of segment.runs) {
    const last = chunks[chunks.length - 1];
    if (last && last.bold === run.bold) last.text += run.text;
    else chunks.push({ text: run.text, bold: run.bold, italic: run.italic });
  }
  if (remove) {
    const holder = chunks.find((c) => c.text.includes(remove));
    if (holder) holder.text = holder.text.replace(remove, ' ');
    // The date spans styles: fall back to the whole segment as one phrase.
    else return [{ text: segment.text.replace(remove, ' '), bold: chunks[0]?.bold ?? false, italic: false }];
  }
  return chunks;
}

/** "Brightside Youth Club, Riverside, CA" → "Brightside Youth Club" and the place "Riverside, CA". */
export function peelPlace(text: string): { rest: string; place: string | null } {
  const pieces = text.split(/\s*,\s*/);
  for (let i = 1; i < pieces.length; i++) {
    const suffix = pieces.slice(i).join(', ');
    if (isLocation(suffix)) return { rest: pieces.slice(0, i).join(', '), place: suffix };
  }
  return { rest: text, place: null };
}

const cleanPart = (text: string) =>
  tidySpaces(text.replace(/\s*\bin progress\b/i, ''))
    .replace(EDGE_PUNCTUATION, '')
    .replace(/^\((.*)\)$/, '$1');

/**
 * Reads the header lines of an entry into phrases, taking out the dates, the place and any links,
 * so what is left is the title, the organisation or the degree.
 */
export function headerParts(header: Line[]): EntryParts {
  const picked = pickDates(header);
  const parts: Part[] = [];
  const urls: string[] = [];
  let place: string | null = null;
  for (const line of header) {
    for (const segment of line.segments) {
      const remove = picked?.printed.get(segment) ?? null;
      for (const chunk of styleChunks(segment, remove)) {
        for (const piece of chunk.text.split(SEPARATOR)) {
          let text = cleanPart(piece);
          const found = findUrls(text);
          if (found.length > 0 && found.join(' ').length >= withoutScheme(text).length - ENTRIES.linkSlack) {
            urls.push(...found);
            continue;
          }
          if (text === '' || NOISE.test(text)) continue;
          if (isLocation(text)) {
            place ??= text;
            continue;
          }
          const peeled = peelPlace(text);
          if (peeled.place) {
            place ??= peeled.place;
            text = peeled.rest;
          }
          parts.push({ text, bold: chunk.bold, italic: chunk.italic });
        }
      }
    }
  }
  return { parts, dates: picked?.range ?? null, place, urls };
}
