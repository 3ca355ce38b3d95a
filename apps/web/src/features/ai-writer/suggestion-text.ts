import type { AiWarning } from '@resume/core';
import { diffWords, diffWordsWithSpace } from 'diff';

export type Change = 'added' | 'removed' | 'same';

/** A run of text in a suggestion: how it differs from the current text, and what to check in it. */
export type Piece = { text: string; change: Change; warning: AiWarning | null };

type Range = { start: number; end: number; warning: AiWarning };

/** Where each warned fact appears in `text` (every occurrence, overlaps dropped). */
function warnedRanges(text: string, warnings: readonly AiWarning[]): Range[] {
  const found: Range[] = [];
  const lower = text.toLowerCase();
  for (const warning of warnings) {
    const needle = warning.text.trim().toLowerCase();
    if (!needle) continue;
    for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + needle.length)) {
      found.push({ start: at, end: at + needle.length, warning });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Range[] = [];
  for (const range of found) {
    if (kept.length === 0 || range.start >= kept[kept.length - 1]!.end) kept.push(range);
  }
  return kept;
}

/** Cuts the run `[offset, offset + text.length)` of the suggestion at the warned ranges. */
function splitAtWarnings(text: string, offset: number, change: Change, ranges: Range[]): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const range of ranges) {
    const start = Math.max(range.start - offset, 0);
    const end = Math.min(range.end - offset, text.length);
    if (end <= 0 || start >= text.length || start >= end) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), change, warning: null });
    pieces.push({ text: text.slice(start, end), change, warning: range.warning });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), change, warning: null });
  return pieces;
}

/** The suggestion alone, with its warned facts marked (advice, or text still streaming). */
export function warnedPieces(text: string, warnings: readonly AiWarning[]): Piece[] {
  return splitAtWarnings(text, 0, 'same', warnedRanges(text, warnings));
}

/**
 * A word-level diff from the current text to the suggestion, with the suggestion's warned facts
 * marked wherever they fall (a fact may straddle an added and an unchanged word).
 */
export function diffPieces(before: string, after: string, warnings: readonly AiWarning[]): Piece[] {
  let parts = diffWords(before, after);
  // The kept and added runs must spell the suggestion exactly, or the warned ranges would drift.
  const spelled = parts.filter((p) => !p.removed).map((p) => p.value);
  if (spelled.join('') !== after) parts = diffWordsWithSpace(before, after);
  const ranges = warnedRanges(after, warnings);
  const pieces: Piece[] = [];
  let offset = 0;
  for (const part of parts) {
    if (part.removed) {
      pieces.push({ text: part.value, change: 'removed', warning: null });
      continue;
    }
    pieces.push(...splitAtWarnings(part.value, offset, part.added ? 'added' : 'same', ranges));
    offset += part.value.length;
  }
  return pieces;
}
