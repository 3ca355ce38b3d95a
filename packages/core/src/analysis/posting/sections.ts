import { isKnownSkill, tokenize } from '../text/terms';
import { itemNotHeading } from './heading-words';
import {
  ASKING,
  HIRING,
  imperative,
  REQUIREMENT_SENTENCE,
  refined,
  sentenceSection,
  YOU,
} from './sentence-cues';

/**
 * The parts of a job posting: what the company says of itself, the duties, the requirements, what
 * is nice to have, the benefits and the equal-opportunity text. Headings name them when the posting
 * has headings ("What you'll do", "Must have", "Perks"); otherwise each sentence is read by its cues.
 * Only duties and requirements (required) and nice-to-haves (not required) carry requirements.
 */

export type Section = 'title' | 'about' | 'duties' | 'requirements' | 'preferred' | 'benefits' | 'eeo';

/** A sentence of the posting, where it starts in the text, and the part it belongs to. */
export type PostingSentence = { text: string; start: number; section: Section };

/** Heading cues, tried in order: "About you" is requirements, "About us" the company. */
const HEADING_CUES: [Section, RegExp][] = [
  ['eeo', /equal (?:employment )?opportunit|\beeo\b|diversity|inclusion/],
  // The job's particulars (when, where, how it is employed) ask nothing of the person.
  [
    'about',
    /^(?:schedule|shifts?|hours|location|job type|employment type|travel|work environment|working conditions|physical (?:demands|environment)|reports to|start date|job details|closing date|application deadline|filing deadline|posting date|work year|supplemental information|job (?:number|code|id))$/,
  ],
  // What the company says of itself, how to apply and the small print, whatever words they share
  // with the cues below ("Company overview", "Additional information").
  [
    'about',
    /^(?:company overview|about (?:us|the company)|our (?:values|culture|story|company)|how to apply|application process|additional information|to apply)$/,
  ],
  ['benefits', /benefit|perks|what we offer|we offer|compensation|\bpay\b|salary|rewards|why you.ll love/],
  [
    'preferred',
    /prefer|nice[- ]to[- ]haves?|bonus|\bplus(?:es)?\b|desir(?:ed|able)|\bassets?\b|extra credit|\bextras\b|good to have/,
  ],
  [
    'requirements',
    /requir|qualif|what you need|you.ll need|you bring|what you bring|must[- ]haves?|you have|you might be|about you|who you are|looking for|to be considered|your experience|you should have|ideal candidate|skills|experience|^essential(?: criteria)?$/,
  ],
  [
    'duties',
    /responsib|^(?:\S+ )?tasks$|what you.ll (?:do|own)|what you will|the job|the role|the work|duties|in this role|your day|day[- ]to[- ]day|summary|overview|you will|your impact|job description|essential functions/,
  ],
  ['about', /about|who we are|\bwhy\b|company|our mission|our story|the team|who we serve/],
];

/** The requirements cues other than the weak "skills" and "experience" (see `itemNotHeading`). */
const STRONG_REQUIREMENT_CUE =
  /requir|qualif|what you need|you.ll need|you bring|must[- ]haves?|you have|you might be|about you|who you are|looking for|to be considered|your experience|you should have|ideal candidate/;

function headingSection(line: string): Section | undefined {
  const lower = line.toLowerCase();
  const section = HEADING_CUES.find(([, cue]) => cue.test(lower))?.[0];
  return section === 'requirements' && itemNotHeading(lower, STRONG_REQUIREMENT_CUE) ? undefined : section;
}

/** A heading is a short line without a sentence's full stop, or a short label before a colon. */
function readHeading(line: string): { section: Section; rest: string } | undefined {
  const bare = line.replace(/^[\s#*•\-–]+/, '').trim();
  const colon = /^([^:.]{2,40}):\s*(.*)$/.exec(bare);
  if (colon) {
    const section = headingSection(colon[1] as string);
    return section ? { section, rest: colon[2] as string } : undefined;
  }
  if (bare.split(/\s+/).length > 6 || /[.!?]$/.test(bare)) return undefined;
  // A list item is an item, however short: "• Workers' compensation underwriting experience".
  if (/^\s*(?:[-•–]|\*(?!\*))\s/.test(line)) return undefined;
  const section = headingSection(bare);
  return section ? { section, rest: '' } : undefined;
}

/** A list item: a bullet, or a number ("1.", "2)") in a numbered list. */
const BULLET = /^\s*(?:[-*•–]|\d{1,2}[.)])\s/;
const ITEM_NUMBER = /^\s*\d{1,2}$/;

const TITLE_ABBREVIATION = /\b(?:St|Dr|Mt|Ft|Mr|Mrs|Ms|Sr)$/;
/** A dotted abbreviation's last letter: "B.S", "M.A", "e.g". */
const DOTTED_ABBREVIATION = /\b(?:\p{L}\.)+\p{L}$/u;

function* sentencesOf(line: string, offset: number): Generator<{ text: string; start: number }> {
  // A full stop inside a word ("Node.js", "U.S.") does not end a sentence; one before a space
  // does, and so does one inside closing quotes ("… program, "Rivers of Work." The …").
  let start = 0;
  // "… a satellite clinic in Coeur d'Alene, and we are looking for an audiologist": the employer's
  // account of itself ends where whom it hires begins.
  for (const m of line.matchAll(
    /[.!?;]["”’')]*(?=\s|$)|,(?=\s+and\s+we(?:'re|’re| are)\s+(?:looking|hiring|seeking)\b)/g,
  )) {
    // "1. Process biweekly payroll": an item's number is no sentence of its own.
    if (ITEM_NUMBER.test(line.slice(start, m.index))) continue;
    const end = m.index + m[0].length;
    // "St. Brendan's offers …", "the Sr. Manager": a title's abbreviation before a name ends nothing.
    if (TITLE_ABBREVIATION.test(line.slice(start, m.index)) && /^\s+\p{Lu}/u.test(line.slice(end))) continue;
    // "B.S. in meteorology", "M.S. or Ph.D.": before a lower-case word, the abbreviation's stop ends nothing.
    if (DOTTED_ABBREVIATION.test(line.slice(start, m.index)) && /^\s+\p{Ll}/u.test(line.slice(end))) continue;
    const text = line.slice(start, end).trim();
    if (text) yield { text, start: offset + start };
    start = end;
  }
  const text = line.slice(start).trim();
  if (text) yield { text, start: offset + start };
}

/** Whether the lines before the first blank line are a title block (title, employer, place). */
function titleLines(lines: string[]): number {
  let n = 0;
  while (n < lines.length && n < 3 && (lines[n] as string).trim() !== '' && !readHeading(lines[n] as string))
    n++;
  // A posting of one paragraph has no title block; its first line is read like the rest.
  if (n === lines.length) return 0;
  const isShort = (l: string) => l.split(/\s+/).length <= 12 && !/[.!?]$/.test(l.trim());
  if (lines.slice(0, n).every(isShort)) return n;
  // A posting that opens with a paragraph has no title: its first paragraph is the introduction.
  return isShort(lines[0] as string) ? 1 : 0;
}

/** A posting that names no duties or requirements anywhere is all duties, less its boilerplate. */
function withRequirements(sentences: PostingSentence[]): PostingSentence[] {
  if (sentences.some((s) => requirementTier(s.section) !== undefined)) return sentences;
  return sentences.map((s) => (s.section === 'about' ? { ...s, section: 'duties' } : s));
}

/**
 * Every sentence of the posting with the part it belongs to; with the employer's names (as
 * `employerNames` reads them), a sentence that opens with one speaks of the employer.
 */
export function postingSentences(
  posting: string,
  employers: ReadonlySet<string> = new Set(),
): PostingSentence[] {
  return withRequirements(sectionedSentences(posting, employers));
}

/**
 * "Northgate Appliance builds 1.2 million refrigerators …", "Our platform team builds the pipelines
 * that feed pricing …": a sentence of prose in which the employer speaks of itself, whatever heading
 * it stands under, asks nothing of the person unless it speaks to them or of what is required.
 */
function aboutTheEmployer(text: string, employers: ReadonlySet<string>): boolean {
  if (YOU.test(text) || REQUIREMENT_SENTENCE.test(text) || HIRING.test(text) || ASKING.test(text))
    return false;
  // The names are word keys, in lower case: "northgate appliance".
  const lower = text.toLowerCase();
  const name = [...employers].find((n) => lower.startsWith(`${n} `));
  const speaks =
    /^(?:we|our)\s/i.test(text) || (name !== undefined && /^\p{Ll}/u.test(text.slice(name.length + 1)));
  // "We run our warehouse on Manhattan WMS" still names a tool the work is done with.
  return (speaks && !tokenize(text).flat().some(isKnownSkill)) || makesItsProducts(text, employers);
}

/**
 * "Vantiq Health Systems builds CarePath, the electronic health record …": what the employer makes
 * or sells is its own product, however tool-like its name; the hire is not asked to know it.
 */
function makesItsProducts(text: string, employers: ReadonlySet<string>): boolean {
  const maker =
    /^((?:\p{Lu}[\p{L}\d&'’.-]*\s+){1,4})(?:builds|makes|develops|designs|manufactures|sells|publishes|creates|produces|distributes)\s/u.exec(
      text,
    );
  const first = maker?.[1]?.split(/\s+/)[0]?.toLowerCase();
  return first !== undefined && employers.has(first);
}

/**
 * "Definition", "Licenses and Certificates": a short line in title case after a blank line, over a
 * paragraph or a list, heads it even when no cue says which part; it keeps the part the posting is
 * in and is no requirement itself. List items are not read so ("• Spanish"), nor a line over other
 * short lines ("Microsoft Excel" above "Tableau").
 */
function bareHeading(lines: string[], i: number): boolean {
  const line = (lines[i] as string).trim();
  const words = line.split(/\s+/);
  const next = lines[i + 1] ?? '';
  return (
    words.length <= 4 &&
    !BULLET.test(lines[i] as string) &&
    words.every((w) => /^(?:\p{Lu}[\p{Ll}'’-]*|and|of|&)$/u.test(w)) &&
    (lines[i - 1] ?? '').trim() === '' &&
    (BULLET.test(next) || next.trim().split(/\s+/).length > 4)
  );
}

function sectionedSentences(posting: string, employers: ReadonlySet<string>): PostingSentence[] {
  const lines = posting.split('\n');
  const out: PostingSentence[] = [];
  const titleEnd = titleLines(lines);
  let section: Section | undefined;
  let intro = true;
  let offset = 0;
  lines.forEach((line, i) => {
    const lineStart = offset;
    offset += line.length + 1;
    if (line.trim() === '') {
      if (i >= titleEnd && out.some((s) => s.section !== 'title')) intro = false;
      return;
    }
    if (i < titleEnd) {
      out.push({ text: line, start: lineStart, section: 'title' });
      return;
    }
    const heading = readHeading(line);
    if (heading === undefined && out.length > 0 && bareHeading(lines, i)) return;
    const sectionBefore = section;
    // "Location: Tulsa, OK", "Pay: $28/hour": a particular or a perk said on its own line is that
    // line's alone; the posting goes on as it was.
    let lineOnly = false;
    let body = line;
    if (heading) {
      section = heading.section;
      intro = false;
      body = heading.rest;
      if (!body) return;
      lineOnly = PARTICULARS.has(heading.section);
    }
    const bodyStart = lineStart + line.length - body.length;
    const items: PostingSentence[] = [];
    for (const s of sentencesOf(body, bodyStart)) {
      // A label inside a paragraph ("… Preferred: Google Classroom; Spanish.") heads what follows it.
      // A first paragraph that gives the hire orders ("Give Swedish and deep tissue massage; take
      // client intakes") is the job's, not the employer's story, from its first order on.
      if (intro && imperative(s.text)) intro = false;
      const label = inlineLabel(s.text);
      if (label) {
        section = label;
        lineOnly ||= PARTICULARS.has(label);
      }
      const part =
        section === undefined
          ? listItemSection(sentenceSection(s.text, intro, BULLET.test(line)), items[items.length - 1])
          : refined(section, s.text);
      const ofItself = part === 'duties' && !BULLET.test(line) && aboutTheEmployer(s.text, employers);
      items.push({ ...s, section: ofItself ? 'about' : part });
    }
    if (lineOnly) section = sectionBefore;
    out.push(...perksList(items));
  });
  return out;
}

/**
 * "You'll own events: meet clients …; build banquet event orders …; manage vendors …": the items
 * of a list split by semicolons go on the sentence that opened it. Only a cue of their own (a
 * perk, a preference, a requirement) moves an item to another part.
 */
function listItemSection(part: Section, previous: PostingSentence | undefined): Section {
  if (previous?.text.endsWith(';') && (part === 'about' || part === 'duties')) return previous.section;
  return part;
}

/** Parts a label heads only for its own line when it says something there. */
const PARTICULARS: ReadonlySet<Section> = new Set(['about', 'benefits']);

/** The part a sentence opening with a label names: "Preferred: …", "Benefits: …". */
function inlineLabel(text: string): Section | undefined {
  const colon = /^([^:.;]{2,40}):\s*\S/.exec(text);
  return colon ? headingSection(colon[1] as string) : undefined;
}

/**
 * Items of one list, split by semicolons, are one part: "Salary placement on the district
 * schedule; CalSTRS retirement; medical, dental and vision" is a list of perks when an item is
 * plainly one and none asks anything of the person.
 */
function perksList(items: PostingSentence[]): PostingSentence[] {
  const out: PostingSentence[] = [];
  let list: PostingSentence[] = [];
  const flush = () => {
    const perk = list.length >= 2 && list.some((s) => s.section === 'benefits');
    const asks = list.some(
      (s) => s.section !== 'benefits' && (REQUIREMENT_SENTENCE.test(s.text) || YOU.test(s.text)),
    );
    out.push(...(perk && !asks ? list.map((s) => ({ ...s, section: 'benefits' as const })) : list));
    list = [];
  };
  for (const item of items) {
    list.push(item);
    if (!item.text.endsWith(';')) flush();
  }
  flush();
  return out;
}

/** Whether a part of the posting carries requirements, and of which tier. */
export const requirementTier = (section: Section): 'required' | 'nice' | undefined =>
  section === 'duties' || section === 'requirements'
    ? 'required'
    : section === 'preferred'
      ? 'nice'
      : undefined;
