/** How headings look: their shape, their style, and lines that look like the known headings. */
import { findDateRange, spacedWords } from '@resume/core';
import type { DocumentLines, Line } from '../layout/types';
import { isSurely } from '../model/line-role';
import { isCaps } from '../text/letter-case';
import { headingText } from './heading-text';
import type { SectionKind } from './heading-vocabulary';
import { HEADINGS } from './thresholds';

/** Could this line be a heading at all, whatever it says? */
export function looksLikeHeadingShape(line: Line): boolean {
  const text = headingText(line.text);
  if (line.bullet || line.segments.length > 1) return false;
  const { minChars, maxChars, maxWords } = HEADINGS.shape;
  if (text.length < minChars || text.length > maxChars || spacedWords(text).length > maxWords) return false;
  if (/[@\d]|[.,;|•]$|,/.test(text) || /:\s*\S/.test(line.text)) return false;
  return true;
}

interface HeadingStyle {
  size: number;
  bold: boolean;
  caps: boolean;
}

const styleOf = (line: Line): HeadingStyle => ({ size: line.size, bold: line.bold, caps: isCaps(line.text) });
const sameStyle = (a: HeadingStyle, b: HeadingStyle) =>
  Math.abs(a.size - b.size) < HEADINGS.sameStyleSize && a.bold === b.bold && a.caps === b.caps;

/** Set apart from body text: by its style, or (an underline, a rule, a colour) as the model sees it. */
export function isStyled(line: Line, bodySize: number): boolean {
  return (
    line.styledHeading === true ||
    isCaps(line.text) ||
    line.bold ||
    line.size >= bodySize * HEADINGS.styledSize ||
    isSurely(line, 'heading')
  );
}

/**
 * Headings outside the vocabulary ("A Day of My Life", "Welcome to My Page") are found by
 * looking exactly like the vocabulary headings of the same document, or by a DOCX heading style.
 */
export function lookalikeHeadings(
  doc: DocumentLines,
  known: Map<Line, SectionKind>,
  bodySize: number,
): Set<Line> {
  const styles = [...known.keys()].map(styleOf);
  const found = new Set<Line>();
  for (const line of doc.lines) {
    if (known.has(line) || !looksLikeHeadingShape(line) || isEntryLine(line)) continue;
    if (line.styledHeading) {
      found.add(line);
      continue;
    }
    const style = styleOf(line);
    const distinct = style.caps || style.size >= bodySize * HEADINGS.styledSize;
    if (distinct && styles.some((s) => sameStyle(s, style))) found.add(line);
  }
  return found;
}

/**
 * An employer or school in the look of the headings ("CHILDREN'S HOSPITAL OF THE VALLEY" in
 * capitals like "EXPERIENCE"): the line-role model, which sees the lines around it, tells.
 */
const isEntryLine = (line: Line) => isSurely(line, 'header') || isSurely(line, 'detail');

const keyOf = (line: Line, text: string) =>
  `${Math.round(line.size * HEADINGS.styleStepsPerPoint)}|${line.bold}|${isCaps(text)}`;

/** The look of a line's first phrase, up to a separator: "RIVERSIDE HOSPITAL" of "… – Sacramento, CA". */
export const leadStyleKey = (line: Line) => keyOf(line, line.text.split(/\s[–—|·•]\s|,/)[0] ?? line.text);

export const styleKey = (line: Line) => keyOf(line, line.text);

/**
 * Headings in words no lexicon knows (another language, an unusual title): when the vocabulary
 * finds fewer than two, the most prominent look that at least three heading-shaped lines share,
 * each followed by text of another look, marks the headings.
 */
export function styleOnlyHeadings(doc: DocumentLines, knownCount: number, bodySize: number): Set<Line> {
  if (knownCount >= HEADINGS.vocabularyToTrust || !doc.wraps) return new Set();
  const groups = new Map<string, Line[]>();
  doc.lines.forEach((line, i) => {
    const next = doc.lines[i + 1];
    const style = styleOf(line);
    const prominent = style.caps || style.size >= bodySize * HEADINGS.prominentSize;
    if (!prominent || !looksLikeHeadingShape(line) || findDateRange(line.text)) return;
    if (!next || styleKey(next) === styleKey(line)) return;
    groups.set(styleKey(line), [...(groups.get(styleKey(line)) ?? []), line]);
  });
  const candidates = [...groups.values()].filter((lines) => lines.length >= HEADINGS.styleOnlyLines);
  const rank = (lines: Line[]) => lines[0]!.size + (isCaps(lines[0]!.text) ? HEADINGS.capsRank : 0);
  const best = candidates.sort((a, b) => rank(b) - rank(a))[0];
  return new Set(best ?? []);
}
