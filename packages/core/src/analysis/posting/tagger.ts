/**
 * Parts of speech for the words of a posting, from wink-nlp and its English model (both ship inside
 * their npm packages; nothing is downloaded at run time). The model is about 1 MB gzipped, so it is
 * loaded on demand with `loadPostingReader()` and kept out of the web app's first bundle; until it
 * has loaded, a plain rule (function words apart, everything else a noun) stands in.
 */

export type PartOfSpeech = string;

/** Tags for each character offset at which a word of the text starts, ends with its last tag. */
export type Tagger = (text: string) => { starts: number[]; tags: PartOfSpeech[] };

let tagger: Tagger | undefined;
let loading: Promise<void> | undefined;

/** Whether the NLP model has loaded; until then `tagText` answers with the plain rule. */
export const postingReaderReady = (): boolean => tagger !== undefined;

/** Loads the NLP model once; later calls share the first one's promise. */
export function loadPostingReader(): Promise<void> {
  loading ??= Promise.all([import('wink-nlp'), import('wink-eng-lite-web-model')]).then(
    ([{ default: winkNLP }, { default: model }]) => {
      const nlp = winkNLP(model, ['pos']);
      const its = nlp.its;
      tagger = (text) => {
        const doc = nlp.readDoc(text);
        const values = doc.tokens().out(its.value) as string[];
        const tags = doc.tokens().out(its.pos) as string[];
        const starts: number[] = [];
        let cursor = 0;
        for (const value of values) {
          const at = text.indexOf(value, cursor);
          starts.push(at < 0 ? cursor : at);
          if (at >= 0) cursor = at + value.length;
        }
        return { starts, tags };
      };
    },
  );
  return loading;
}

/** The tag of the word at each offset, by the model when loaded. */
export function tagText(text: string): ((from: number, to: number) => PartOfSpeech) | undefined {
  if (tagger === undefined) return undefined;
  const { starts, tags } = tagger(text);
  return (from, to) => {
    // The word's last tag that is not punctuation: "on-call" is tagged by "call", "A/B" by "B".
    let tag = 'X';
    let i = lowerBound(starts, from);
    for (; i < starts.length && (starts[i] as number) < to; i++) {
      const t = tags[i] as string;
      if (t !== 'PUNCT' && t !== 'SYM') tag = t;
    }
    return tag;
  };
}

function lowerBound(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
