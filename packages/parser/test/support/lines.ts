import type { Line, Segment, StyledRun, TextPiece } from '../../src/layout/types';

export interface LineOptions {
  size?: number;
  bold?: boolean;
  italic?: boolean;
  x?: number;
  y?: number;
  page?: number;
  block?: number;
  bullet?: boolean;
  width?: number;
}

/** A segment of one style; `x` defaults to 0 and its width to 5 points a character. */
export function segment(text: string, options: LineOptions = {}): Segment {
  const run: StyledRun = {
    text,
    bold: options.bold ?? false,
    italic: options.italic ?? false,
    size: options.size ?? 10,
  };
  const x = options.x ?? 0;
  return { text, x, right: x + (options.width ?? text.length * 5), runs: [run] };
}

/** A line for field and section tests. Several texts give several segments (tab-separated cells). */
export function line(text: string | string[], options: LineOptions = {}): Line {
  const texts = Array.isArray(text) ? text : [text];
  let x = options.x ?? 0;
  const segments = texts.map((t) => {
    const s = segment(t, { ...options, x });
    x = s.right + 100;
    return s;
  });
  return {
    text: texts.join(' '),
    segments,
    x: options.x ?? 0,
    right: segments[segments.length - 1]!.right,
    y: options.y ?? 0,
    size: options.size ?? 10,
    bold: options.bold ?? false,
    italic: options.italic ?? false,
    page: options.page ?? 1,
    block: options.block ?? 0,
    bullet: options.bullet ?? false,
  };
}

/** A text piece as pdf.js would give it; width defaults to half the size per character. */
export function piece(text: string, x: number, y: number, options: LineOptions = {}): TextPiece {
  const size = options.size ?? 10;
  return {
    text,
    x,
    y,
    width: options.width ?? text.length * size * 0.5,
    size,
    bold: options.bold ?? false,
    italic: options.italic ?? false,
    page: options.page ?? 1,
  };
}

/** Lays a word out one piece per character, as some producers do. */
export function perCharacter(word: string, x: number, y: number, options: LineOptions = {}): TextPiece[] {
  const size = options.size ?? 10;
  return [...word].map((ch, i) => piece(ch, x + i * size * 0.5, y, { ...options, width: size * 0.5 }));
}
