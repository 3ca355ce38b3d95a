/**
 * Remembers fontkit's shaping (`font.layout`) per face, word by word. Shaping (OpenType lookups)
 * is the largest single cost of a render, react-pdf shapes each text node again every time yoga
 * measures it and for each page it lands on, and resumes share most of their words ("the",
 * "engineers", "2021"), so a server exporting many resumes and a preview re-rendering on every
 * edit both shape little that is new. Each word is shaped with the spaces after it: in the
 * scripts our fonts cover (Latin, Cyrillic, Greek) no ligature spans a space, and Inter's and
 * Roboto's kerning of "7 ", ", " or "T " is kept. Only kerning of a space against the next word's
 * first glyph is lost (Roboto's " T", Inter's " –"): about 0.2 pt on such a line (test/shaping.test.ts).
 */
type GlyphRunLike = { glyphs: unknown[]; positions: object[] };
type LayoutArgs = [features?: unknown, script?: string, language?: string, direction?: string];
export type Shaper = { layout(text: string, ...args: LayoutArgs): GlyphRunLike };

/** A word with the whitespace after it, or whitespace that opens the text. */
const WORDS = /\S+\s*|\s+/g;

/** Per face; a long-running server keeps at most this many shaped words for each. */
const MAX_WORDS = 20_000;

const cached = new WeakSet<object>();

const copyOf = <T extends object>(value: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(value)), value);

/**
 * Joins shaped pieces into one fresh run the caller may change (react-pdf justifies in place).
 * Positions are plain records (x/y advance and offset), so a spread copies them fully.
 */
function joinRuns(runs: GlyphRunLike[]): GlyphRunLike {
  const joined = copyOf(runs[0] as GlyphRunLike);
  joined.glyphs = runs.flatMap((run) => run.glyphs);
  joined.positions = runs.flatMap((run) => run.positions.map((position) => ({ ...position })));
  return joined;
}

export function cacheShaping(font: Shaper): void {
  if (cached.has(font)) return;
  cached.add(font);
  const layout = font.layout.bind(font);
  const words = new Map<string, GlyphRunLike>();

  const shapeWord = (word: string, args: LayoutArgs, argsKey: string): GlyphRunLike => {
    const key = `${word}\u0000${argsKey}`;
    let run = words.get(key);
    if (run) {
      words.delete(key); // re-inserted below: the map stays in least-recently-used order
    } else {
      run = layout(word, ...args);
      if (words.size >= MAX_WORDS) words.delete(words.keys().next().value as string);
    }
    words.set(key, run);
    return run;
  };

  font.layout = (text, ...args) => {
    const pieces = text.match(WORDS);
    if (!pieces) return layout(text, ...args);
    const argsKey = JSON.stringify(args);
    return joinRuns(pieces.map((piece) => shapeWord(piece, args, argsKey)));
  };
}
