import { foldedWords, spacedWords } from '@resume/core';
import { makeLine } from '../layout/lines';
import type { DocumentLines, Line, Segment } from '../layout/types';
import { CONTACT_LABELS } from '../lexicon/heading-words';
import { titleScore } from '../lexicon/role-words';
import { lineRoles } from '../model/line-role';
import { isCaps } from '../text/letter-case';
import { isLoneDate } from '../text/lone-date';
import {
  isStyled,
  leadStyleKey,
  lookalikeHeadings,
  looksLikeHeadingShape,
  styleKey,
  styleOnlyHeadings,
} from './heading-look';
import { headingText } from './heading-text';
import { classifyHeading, type SectionKind } from './heading-vocabulary';
import { inferKinds } from './infer-kind';
import { HEADINGS, SIDE_LABELS } from './thresholds';

export { headingText };

export interface Section {
  kind: SectionKind;
  heading: string;
  /** The heading is resume vocabulary; false for headings found only by their look. */
  known: boolean;
  lines: Line[];
}

/** A resume split into the header (name and contacts) and its sections, in reading order. */
export interface ResumeLayout {
  header: Line[];
  sections: Section[];
  bodySize: number;
}

/** The size most characters of the document are set in. */
export function bodySizeOf(lines: Line[]): number {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size =
      Math.round(line.size * SIDE_LABELS.bodySizeStepsPerPoint) / SIDE_LABELS.bodySizeStepsPerPoint;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, weight] of weights) {
    if (weight > bestWeight) [best, bestWeight] = [size, weight];
  }
  return best;
}

/** A label styled as a heading at the start of a row: bold, in capitals or larger. */
function isStyledLabel(segment: Segment | undefined, bodySize: number): segment is Segment {
  const run = segment?.runs[0];
  if (!segment || !run || segment.text.length > SIDE_LABELS.maxChars || /,/.test(segment.text)) return false;
  return run.bold || isCaps(segment.text) || run.size >= bodySize * HEADINGS.styledSize;
}

/** The first segment of `line` when it is a label of the left column, with text beside it. */
function sideLabel(line: Line | undefined, bodySize: number): Segment | undefined {
  const first = line?.segments[0];
  return line && !line.bullet && isStyledLabel(first, bodySize) ? first : undefined;
}

const isNextRow = (line: Line, next: Line | undefined): next is Line =>
  next !== undefined &&
  next.page === line.page &&
  next.y > line.y &&
  next.y - line.y <= SIDE_LABELS.wrappedRows * line.size;

/**
 * Side headings: a table layout prints "EXPERIENCE" in a left column on the same row as the first
 * entry, sometimes over two rows ("EMPLOYMENT" / "HISTORY"). The heading becomes its own line, the
 * rest of each row a content line.
 */
export function splitSideHeadings(lines: Line[], bodySize: number): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const first = sideLabel(line, bodySize);
    if (!first || line.segments.length < 2) {
      out.push(line);
      continue;
    }
    const next = lines[i + 1];
    const second = isNextRow(line, next) ? sideLabel(next, bodySize) : undefined;
    const pair = second && Math.abs(second.x - first.x) < SIDE_LABELS.sameX && `${first.text} ${second.text}`;
    if (pair && next && classifyHeading(headingText(pair))) {
      // Each part takes the look of its own text: a large label must not make the row's first
      // entry look like a heading, nor the entry's bold title make the label bold.
      out.push(restyled(line, [{ ...first, text: pair }]), restyled(line, line.segments.slice(1)));
      if (next.segments.length > 1) out.push(restyled(next, next.segments.slice(1)));
      i++;
    } else if (classifyHeading(headingText(first.text))) {
      out.push(restyled(line, [first]), restyled(line, line.segments.slice(1)));
    } else out.push(line);
  }
  return out;
}

function restyled(line: Line, segments: Segment[]): Line {
  const made = makeLine(segments, line.y, line.page, line.block);
  return made ? { ...line, ...made, bullet: line.bullet || made.bullet } : line;
}

/** "EMAIL", "Phone:" — the label of one contact detail. */
const isContactLabel = (text: string): boolean => {
  const words = foldedWords(text);
  return words.length === 1 && CONTACT_LABELS.has(words[0]!);
};

/** Headings that use resume vocabulary ("Experience", "Technical Skills"), with their kind. */
function vocabularyHeadings(doc: DocumentLines, bodySize: number): Map<Line, SectionKind> {
  const found = new Map<Line, SectionKind>();
  for (const line of doc.lines) {
    if (!looksLikeHeadingShape(line)) continue;
    const kind = classifyHeading(headingText(line.text));
    if (!kind) continue;
    // Without styles (plain text) a short line of heading words on its own is a heading.
    const plain = !doc.wraps && spacedWords(line.text).length <= HEADINGS.plainWords;
    if (isStyled(line, bodySize) || plain) found.set(line, kind);
  }
  return found;
}

/** The look most vocabulary headings share, when there is a clear one. */
function dominantStyle(known: Map<Line, SectionKind>): string | null {
  const counts = new Map<string, number>();
  for (const line of known.keys()) counts.set(styleKey(line), (counts.get(styleKey(line)) ?? 0) + 1);
  const [key, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return count >= HEADINGS.dominant.minCount && count >= HEADINGS.dominant.share * known.size ? key : null;
}

/** Not in the look of the document's section headings, and clearly smaller than the current one. */
function isSubheading(line: Line, dominant: string | null, current: Line | undefined): boolean {
  if (!dominant || !current || styleKey(line) === dominant) return false;
  return line.size <= HEADINGS.subheadingSize * current.size;
}

/**
 * Splits the lines into the header and sections. On the first page, lines of a column above that
 * column's first heading belong to the header: a sidebar layout puts the name at the top of the
 * main column while the sidebar starts with its own sections.
 */
export function findSections(input: DocumentLines): ResumeLayout {
  const bodySize = bodySizeOf(input.lines);
  // The model learned from positioned lines (PDFs); DOCX and TXT lines carry no positions.
  if (input.wraps) {
    const roles = lineRoles(input.lines, bodySize);
    input.lines.forEach((line, i) => {
      line.role = roles[i];
    });
  }
  const doc = { ...input, lines: splitSideHeadings(input.lines, bodySize) };
  const known = vocabularyHeadings(doc, bodySize);
  const lookalikes = new Set([
    ...lookalikeHeadings(doc, known, bodySize),
    ...styleOnlyHeadings(doc, known.size, bodySize),
  ]);
  const firstPage = doc.lines[0]?.page ?? 1;
  const header: Line[] = [];
  const sections: Section[] = [];
  const headedBlocks = new Set<number>();
  const dominant = dominantStyle(known);
  let currentHeading: Line | undefined;
  let previous: Line | undefined;
  for (const line of doc.lines) {
    const after = previous;
    previous = line;
    let kind = known.get(line);
    const current = sections[sections.length - 1];
    // "Technical Expertise" in the look of a skill group, inside Skills: a group, not a new section.
    if (kind && dominant && styleKey(line) !== dominant && kind === current?.kind) kind = undefined;
    // "Highlights" under a job, "Tools" in Skills: clearly smaller than the heading of the section
    // they are in, in the same column, a label inside it.
    const inside =
      current?.known && line.block === currentHeading?.block && isSubheading(line, dominant, currentHeading);
    // A line only in the look of the headings, and in the look of the section's first entry line
    // ("RIVERSIDE HOSPITAL – Sacramento" then "CHILDREN'S HOSPITAL"): the next entry, not a section.
    // Not a line the document itself declares a heading (a Markdown "##", as our exports write a
    // heading the person renamed, "Where I worked"), whatever the entries under the last one look like.
    const entryLike =
      !kind &&
      !line.styledHeading &&
      current?.lines[0] !== undefined &&
      leadStyleKey(current.lines[0]) === leadStyleKey(line);
    // "June 2019 – Present" then "KINDERGARTEN TEACHER": a job's name in capitals under an entry's
    // dates is that entry's title ("WHERE I WORKED" there is still a heading).
    const underDates =
      !line.styledHeading &&
      titleScore(line.text) > 0 &&
      after !== undefined &&
      current !== undefined &&
      isLoneDate(after.text);
    const heads =
      (kind || (lookalikes.has(line) && !entryLike && !underDates)) &&
      !inside &&
      !(current?.kind === 'links' && isContactLabel(line.text));
    if (heads) {
      sections.push({
        kind: kind ?? 'other',
        heading: headingText(line.text),
        known: kind !== undefined,
        lines: [],
      });
      headedBlocks.add(line.block);
      currentHeading = line;
      continue;
    }
    if (!current || (line.page === firstPage && !headedBlocks.has(line.block))) header.push(line);
    else current.lines.push(line);
  }
  return { header, sections: inferKinds(sections), bodySize };
}
