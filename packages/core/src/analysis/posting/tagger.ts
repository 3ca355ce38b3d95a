/**
 * Parts of speech for the words of a posting, from wink-nlp and its English model (both ship inside
 * their npm packages; nothing is downloaded at run time). The model is about 1 MB gzipped, so it is
 * loaded on demand with `loadPostingReader()` and kept out of the web app's first bundle. There is
 * no stand-in while it loads: a job match read another way would change once it arrived, so every
 * caller awaits the load first, and scoring a posting before then is a programming error.
 */

export type PartOfSpeech = string;

/** Tags for each character offset at which a word of the text starts, ends with its last tag. */
export type Tagger = (text: string) => { starts: number[]; tags: PartOfSpeech[] };

let tagger: Tagger | undefined;
let loading: Promise<void> | undefined;

/** Whether the NLP model has loaded, so that a job description can be scored. */
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

/** The tag of the word at each offset; throws when the model has not been loaded. */
export function tagText(text: string): (from: number, to: number) => PartOfSpeech {
  if (tagger === undefined)
    throw new Error(
      'The job match reads postings with an NLP model that has not loaded: await loadPostingReader() before scoring a job description.',
    );
  const { starts, tags } = tagger(text);
  return (from, to) => {
    // The word's last tag that is not punctuation: "on-call" is tagged by "call", "A/B" by "B";
    // a possessive ending is no word of its own: "driver's" is tagged by "driver".
    let tag = 'X';
    let i = lowerBound(starts, from);
    for (let first = true; i < starts.length && (starts[i] as number) < to; i++, first = false) {
      const t = tags[i] as string;
      if (t !== 'PUNCT' && t !== 'SYM' && (first || t !== 'PART')) tag = t;
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
