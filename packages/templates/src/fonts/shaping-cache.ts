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

/**
 * Per face, a long-running server keeps the words it shaped recently: up to this many in the
 * current generation, and the generation before it. A word used again moves to the current one.
 * (Two maps instead of a strict least-recently-used order: no re-insertion on every hit.)
 */
const WORDS_PER_GENERATION = 10_000;

const cached = new WeakSet<object>();

/**
 * Joins shaped pieces into one fresh run the caller may change (react-pdf justifies in place):
 * new arrays, and a copy of each position (plain records of x/y advance and offset).
 */
function joinRuns(runs: GlyphRunLike[]): GlyphRunLike {
  const joined = Object.assign(Object.create(Object.getPrototypeOf(runs[0])), runs[0]) as GlyphRunLike;
  const glyphs: unknown[] = [];
  const positions: object[] = [];
  for (const run of runs) {
    for (const glyph of run.glyphs) glyphs.push(glyph);
    for (const position of run.positions) positions.push({ ...position });
  }
  joined.glyphs = glyphs;
  joined.positions = positions;
  return joined;
}

export function cacheShaping(font: Shaper): void {
  if (cached.has(font)) return;
  cached.add(font);
  const layout = font.layout.bind(font);
  let current = new Map<string, GlyphRunLike>();
  let previous = new Map<string, GlyphRunLike>();

  const shapeWord = (word: string, args: LayoutArgs, argsKey: string): GlyphRunLike => {
    const key = `${word}\u0000${argsKey}`;
    let run = current.get(key);
    if (run) return run;
    run = previous.get(key) ?? layout(word, ...args);
    if (current.size >= WORDS_PER_GENERATION) {
      previous = current;
      current = new Map();
    }
    current.set(key, run);
    return run;
  };

  font.layout = (text, ...args) => {
    const pieces = text.match(WORDS);
    if (!pieces) return layout(text, ...args);
    const argsKey = JSON.stringify(args);
    return joinRuns(pieces.map((piece) => shapeWord(piece, args, argsKey)));
  };
}
