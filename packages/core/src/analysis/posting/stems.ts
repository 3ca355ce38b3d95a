import { SKILL_KEYS, singular } from '../text/terms';

/** Word stems, so that "troubleshot", "troubleshooting" and "troubleshoot" or "reading" and "read" meet. */
const IRREGULAR: Record<string, string> = {
  troubleshot: 'troubleshoot',
  built: 'build',
  led: 'lead',
  ran: 'run',
  wrote: 'write',
  drove: 'drive',
  bent: 'bend',
};
/** Stems already worked out: a resume is read on every edit, and its words repeat. */
const stems = new Map<string, string>();
const STEMS_KEPT = 20_000;

export function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    if (stems.size >= STEMS_KEPT) stems.clear();
    found = stemOf(word);
    stems.set(word, found);
  }
  return found;
}

/**
 * British spellings read as American ones, so that "behaviour trees" meets "behavior trees",
 * "organised" "organized", "centre" "center", "programme" "program" and "licence" "license".
 */
const SPELLINGS: [RegExp, string][] = [
  [/(?<=\w{3})our(?=s?$|ed$|ing$|al$|ite)/, 'or'],
  [/(?<=\w{4})is(?=e$|es$|ed$|ing$|ers?$|ation)/, 'iz'],
  [/(?<=\w{3})ys(?=e$|es$|ed$|ing$)/, 'yz'],
  [/(?<=\w{2}[bt])re(?=s?$|d$)/, 'er'],
  [/(?<=gra)mme(?=s?$)/, 'm'],
  [/(?<=^(?:lic|def|off))ence/, 'ense'],
];

const americanSpelling = (word: string): string =>
  SPELLINGS.reduce((w, [british, american]) => w.replace(british, american), word);

function stemOf(word: string): string {
  const w = americanSpelling(word.toLowerCase().replace(/['’]s$/, ''));
  if (IRREGULAR[w]) return IRREGULAR[w] as string;
  const base = singular(w);
  // A tool named with "-er" is a name, not a doer: "Looker" is not "looking", "Docker" not
  // "docking", "Framer" not "framing".
  if (base.endsWith('er') && SKILL_KEYS.has(base)) return base;
  // A silent e goes too, so that "schedule" meets "scheduling" and "size" meets "sized".
  // "Ventilated" meets "ventilator" and "settled" meets "settlements": the tool and the result of
  // an action share its stem ("-ator" only: a "contractor" is not a "contract").
  let root =
    base.length >= 5 ? base.replace(/(?:ing|ed|ion|ions|er|ers|ment|ments)$|(?<=at)ors?$/, '') : base;
  // A verb made from a noun in "-ion" meets the noun: "positioned" and "position", "sectioned"
  // and "section" (both "posit", "sect").
  if (/(?:ing|ed)$/.test(base) && /.{3}ion$/.test(root)) root = root.slice(0, -3);
  // "Interpretation" meets "interpreted", "documentation" "documented": a noun in "-ation" keeps
  // an "at" its verb lacks, so the "at" goes from every long stem ("educat" and "educ" alike).
  if (root.length <= 3) return root;
  const bare = root.replace(/e$/, '');
  return bare.length >= 7 && bare.endsWith('at') ? bare.slice(0, -2) : bare;
}
