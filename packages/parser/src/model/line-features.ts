/**
 * What the line-role model sees of a line: its look, its place among its neighbours, and what its
 * words say — numbers only, no word of any resume, so what it learns is layout, not vocabulary.
 */
import { findDateRange, spacedWords } from '@resume/core';
import { isLocation } from '../fields/places';
import type { Line } from '../layout/types';
import { isDegree, isInstitution, orgScore, titleScore } from '../lexicon/role-words';
import { isCaps } from '../text/letter-case';
import { FEATURES } from './thresholds';

export const FEATURE_NAMES = [
  'bias',
  'bullet',
  'bold',
  'italic',
  'size vs body',
  'larger than body',
  'smaller than body',
  'caps',
  'title case',
  'starts lower case',
  'words (log)',
  'segments > 1',
  'has date',
  'date alone in a segment',
  'date is the whole line',
  'ends with a full stop',
  'has a comma',
  'has a separator',
  'location',
  'org words',
  'title words',
  'degree words',
  'school words',
  'digits share',
  'has % or currency',
  'indent vs block',
  'indent vs previous',
  'indent vs next',
  'gap above',
  'gap below',
  'width share',
  'previous is bullet',
  'next is bullet',
  'same look as next',
  'same look as previous',
  'next has date',
  'previous has date',
  'first word ends in -ed',
  'bullet and has date',
  'bullet and title case',
  'bullet and short',
] as const;

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));
const look = (line: Line) => `${line.bold}|${line.italic}|${Math.round(line.size)}`;

/** Share of the words that start with a capital (ignoring short joining words). */
function titleCaseShare(words: string[]): number {
  const long = words.filter((w) => /^\p{L}/u.test(w) && w.length > FEATURES.titleCaseLetters);
  if (long.length === 0) return 0;
  return long.filter((w) => /^\p{Lu}/u.test(w)).length / long.length;
}

/** Per-block left edge and right edge: indentation is measured against the block's own margin. */
function blockEdges(lines: Line[]): Map<number, { left: number; right: number }> {
  const edges = new Map<number, { left: number; right: number }>();
  for (const line of lines) {
    const edge = edges.get(line.block) ?? { left: Number.POSITIVE_INFINITY, right: 0 };
    edge.left = Math.min(edge.left, line.x);
    edge.right = Math.max(edge.right, line.right);
    edges.set(line.block, edge);
  }
  return edges;
}

/** Vertical distance to a neighbour in font sizes, or a default when it is on another page or block. */
function gap(a: Line | undefined, b: Line | undefined, fallback: number): number {
  if (!a || !b || a.page !== b.page || a.block !== b.block) return fallback;
  return clamp(Math.abs(b.y - a.y) / Math.max(1, a.size), 0, FEATURES.gapMax);
}

/**
 * The feature vector of every line of a document (each the length of FEATURE_NAMES). Lines must
 * carry positions (a PDF's): DOCX and TXT lines have none to measure.
 */
export function lineFeatures(lines: Line[], bodySize: number): number[][] {
  const edges = blockEdges(lines);
  const dates = lines.map((line) => findDateRange(line.text));
  return lines.map((line, i) => {
    const prev = lines[i - 1];
    const next = lines[i + 1];
    const edge = edges.get(line.block)!;
    const text = line.text.trim();
    const words = spacedWords(text);
    const count = words.length;
    const date = dates[i];
    const digits = text.replace(/\D/g, '').length / Math.max(1, text.length);
    const size = Math.max(1, line.size);
    const titleCase = titleCaseShare(words);
    const { indentScale } = FEATURES;
    const indentFrom = (other: Line) =>
      clamp((line.x - other.x) / size, -indentScale, indentScale) / indentScale;
    const sameBlock = (other: Line | undefined) =>
      other && other.block === line.block && other.page === line.page;
    return [
      1,
      line.bullet ? 1 : 0,
      line.bold ? 1 : 0,
      line.italic ? 1 : 0,
      clamp(line.size / Math.max(1, bodySize) - 1, FEATURES.sizeVsBody.min, FEATURES.sizeVsBody.max),
      line.size >= bodySize * FEATURES.largerThanBody ? 1 : 0,
      line.size <= bodySize * FEATURES.smallerThanBody ? 1 : 0,
      isCaps(text) ? 1 : 0,
      titleCase,
      /^\p{Ll}/u.test(text) ? 1 : 0,
      Math.log1p(count) / FEATURES.wordsLogScale,
      line.segments.length > 1 ? 1 : 0,
      date ? 1 : 0,
      date && line.segments.some((s) => s.text.trim() === date.text.trim()) ? 1 : 0,
      date && date.text.trim().length >= text.length - FEATURES.dateSlack ? 1 : 0,
      /[.!?]$/.test(text) ? 1 : 0,
      /,/.test(text) ? 1 : 0,
      /\s[|•·–—@]\s|\s-\s/.test(text) ? 1 : 0,
      line.segments.some((s) => isLocation(s.text)) ? 1 : 0,
      Math.min(FEATURES.roleWordsCap, orgScore(text)) / FEATURES.roleWordsCap,
      Math.min(FEATURES.roleWordsCap, titleScore(text)) / FEATURES.roleWordsCap,
      isDegree(text) ? 1 : 0,
      isInstitution(text) ? 1 : 0,
      digits,
      /[%$€£]/.test(text) ? 1 : 0,
      clamp((line.x - edge.left) / size, 0, FEATURES.indentBlockMax) / FEATURES.indentScale,
      sameBlock(prev) ? indentFrom(prev!) : 0,
      sameBlock(next) ? indentFrom(next!) : 0,
      gap(prev, line, FEATURES.gapDefault) / FEATURES.gapDefault,
      gap(line, next, FEATURES.gapDefault) / FEATURES.gapDefault,
      clamp((line.right - line.x) / Math.max(1, edge.right - edge.left), 0, 1),
      prev?.bullet ? 1 : 0,
      next?.bullet ? 1 : 0,
      next && look(next) === look(line) ? 1 : 0,
      prev && look(prev) === look(line) ? 1 : 0,
      next && dates[i + 1] ? 1 : 0,
      prev && dates[i - 1] ? 1 : 0,
      /^\p{L}+ed\b/iu.test(text) ? 1 : 0,
      line.bullet && date ? 1 : 0,
      line.bullet ? titleCase : 0,
      line.bullet && count <= FEATURES.shortBulletWords ? 1 : 0,
    ];
  });
}
