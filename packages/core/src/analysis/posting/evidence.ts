import { ngramKeys, runKey, SKILL_KEYS, tokenize } from '../text/terms';
import { type Equivalents, equivalents } from './abbreviations';
import { broaderKeys } from './relations';
import type { PostingRequirement } from './requirements';
import { stem } from './stems';
import { GENERIC_HEADS, PEOPLE } from './vocabulary';

/**
 * Whether a resume shows a requirement: in the same words or another spelling, by an abbreviation
 * it or the posting defines, by a degree's abbreviation, by a narrower term (PostgreSQL for SQL),
 * as a variant ("on-call" for "on-call rotations", "read blueprints" for "blueprint reading").
 */

/** Heads a variant may drop: "fire alarm systems" is shown by "fire alarm", "RDH license" by "RDH". */
const DROPPABLE_HEADS = new Set([
  ...GENERIC_HEADS,
  // What a skill is applied to or yields, said generically: "employee relations questions",
  // "formative assessment data", "inventory records".
  // A state or measure of a thing ("queen status", "typing speed") is shown by the thing.
  ...'question questions issue issues inquiries requests data records findings examples meetings devices status speed'.split(
    ' ',
  ),
  ...'component components card cards workflow workflows responsibility system systems procedure procedures rotation rotations certification certificate license program programs process processes tools software design equipment operations operation management pipelines pipeline plans plan administration designation rules regulations standards guidelines policies'.split(
    ' ',
  ),
]);

/**
 * How often a thing is done is not what it is: "Budgeting" shows an "annual budget", a "catalog"
 * a "seasonal catalog".
 */
const HOW_OFTEN = /^(?:annual|annually|yearly|seasonal|quarterly|monthly|weekly|daily)$/i;

export type ResumeEvidence = {
  keys: Set<string>;
  lines: Set<string>[];
  /** Every word stem of the resume. */
  stems: Set<string>;
  /** Words in capitals of three letters or more ("IPC", "SOPs"), lower-cased, without a plural "s". */
  acronyms: Set<string>;
  /**
   * The initials of runs of words ("motor vehicle reports" is "mvr"), for acronyms the resume spells
   * out; worked out only when a posting asks for an acronym the resume does not write.
   */
  initials: () => Set<string>;
  same: Equivalents;
};

/** What a text shows before the abbreviations defined around it are applied. */
type ReadEvidence = Omit<ResumeEvidence, 'same'>;

function readEvidence(text: string): ReadEvidence {
  const segments = tokenize(text);
  const keys = ngramKeys(segments, { practices: true });
  // Long names ("Bachelor of Science in Mechanical Engineering") are whole terms too.
  for (const segment of segments)
    for (let i = 0; i < segment.length; i++)
      for (let n = 4; n <= 7 && i + n <= segment.length; n++) keys.add(runKey(segment.slice(i, i + n)));
  for (const key of [...keys]) for (const broad of broaderKeys(key)) keys.add(broad);
  const lines = text.split(/\n|(?<=[.;])\s/).map(lineStems);
  const acronyms = new Set<string>();
  for (const segment of segments)
    for (const t of segment) if (ACRONYM.test(t.text)) acronyms.add(t.text.replace(/s$/, '').toLowerCase());
  return {
    keys,
    lines,
    stems: new Set(lines.flatMap((line) => [...line])),
    acronyms,
    initials: once(() => runInitials(segments)),
  };
}

/** A value worked out on first use and kept. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/** Little words an acronym may or may not spell: "design for manufacturability" is DFM, "bill of materials" BOM. */
const LITTLE = /^(?:and|of|or|the|for|in|to|&)$/;

/**
 * The initials (three letters or more) of every run of up to six words, each part of a hyphenated
 * word counting and the little words with and without their letter: what an acronym in a posting
 * may stand for on a resume.
 */
function runInitials(segments: ReturnType<typeof tokenize>): Set<string> {
  const out = new Set<string>();
  for (const segment of segments) {
    const parts = segment.flatMap((t) => t.text.toLowerCase().split(/[-/]/).filter(Boolean));
    for (let i = 0; i < parts.length; i++) {
      if (LITTLE.test(parts[i] as string)) continue;
      let all = '';
      let content = '';
      for (let j = i; j < parts.length && j < i + 6; j++) {
        const part = parts[j] as string;
        all += part[0];
        if (!LITTLE.test(part)) content += part[0];
        if (LITTLE.test(part)) continue;
        if (all.length >= 3) out.add(all);
        if (content.length >= 3) out.add(content);
      }
    }
  }
  return out;
}

const ACRONYM = /^\p{Lu}{3,}s?$/u;

/** A model's letters name its family: "CRJ700" is a CRJ, "A320neo" is not read (one letter). */
const MODEL = /^(\p{Lu}{2,})-?\d+\p{L}*$/u;

function lineStems(line: string): Set<string> {
  const stems = new Set<string>();
  for (const word of words(line)) {
    stems.add(stem(word));
    // "Interpreted 12-lead ECGs" says "12" and "lead" as a requirement's words are read.
    if (/[-/]/.test(word)) for (const part of word.split(/[-/]/)) if (part !== '') stems.add(stem(part));
    const family = /\d/.test(word) ? MODEL.exec(word)?.[1] : undefined;
    if (family !== undefined) stems.add(family.toLowerCase());
  }
  return stems;
}

function withEquivalents(read: ReadEvidence, same: Equivalents): ResumeEvidence {
  const added: string[] = [];
  for (const key of read.keys)
    for (const other of same.get(key) ?? []) if (!read.keys.has(other)) added.push(other);
  // Most texts define no abbreviation they use: their keys are then kept as they are, not copied.
  const keys = added.length === 0 ? read.keys : new Set([...read.keys, ...added]);
  return { ...read, keys, same };
}

/** What the resume shows, read once per resume text. */
export function resumeEvidence(resumeText: string, posting: string): ResumeEvidence {
  return withEquivalents(readEvidence(resumeText), equivalents(posting, resumeText));
}

export type SectionText = { section: string; text: string };

/**
 * The resume's evidence as a whole and per section, from one reading: no phrase runs across two
 * fields (a line break ends it), so the whole is the union of its sections. An abbreviation
 * defined anywhere on the resume or in the posting counts in every section.
 */
export function sectionEvidence(
  sections: readonly SectionText[],
  posting: string,
): { whole: ResumeEvidence; sections: (SectionText & { evidence: ResumeEvidence })[] } {
  const read = sections.map((s) => ({ ...s, read: readEvidence(s.text) }));
  const text = sections.map((s) => s.text).join('\n');
  const same = equivalents(posting, text);
  const union: ReadEvidence = {
    keys: new Set(),
    lines: [],
    stems: new Set(),
    acronyms: new Set(),
    initials: once(() => new Set(read.flatMap(({ read: r }) => [...r.initials()]))),
  };
  for (const { read: r } of read) {
    for (const key of r.keys) union.keys.add(key);
    for (const stem of r.stems) union.stems.add(stem);
    for (const acronym of r.acronyms) union.acronyms.add(acronym);
    union.lines.push(...r.lines);
  }
  return {
    whole: withEquivalents(union, same),
    sections: read.map(({ read: r, ...s }) => ({ ...s, evidence: withEquivalents(r, same) })),
  };
}

const words = (text: string): string[] =>
  text.match(/[\p{L}\p{N}][\p{L}\p{N}+#&/'’.-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? [];

function hasKey(r: PostingRequirement, e: ResumeEvidence): boolean {
  // "Tableau dashboards", "Red Hat Enterprise Linux servers": a named tool with what it is used
  // for is shown by the named tool.
  return [r.key, ...r.alternatives, ...(r.name ? [r.name] : [])].some((k) => e.keys.has(k));
}

/** The stems of a requirement's content words: "fire alarm systems" is "fir", "alarm". */
function contentStems(label: string): string[] {
  const content = words(label)
    .flatMap((w) => w.split(/[-/]/))
    .filter((w) => !DROPPABLE_HEADS.has(w) && !/^(?:and|of|or|the|a|in)$/.test(w) && !HOW_OFTEN.test(w));
  // "Coach the team", "educate patients": whom a duty is done to is the posting's, not the skill.
  const skill = content.filter((w) => !PEOPLE.has(w));
  return (skill.length > 0 ? skill : content).map(stem);
}

/** Whether a text says any content word of a requirement: where a requirement met piecemeal is met. */
export function mentionsAnyWord(label: string, text: string): boolean {
  const said = new Set(words(text).map(stem));
  return contentStems(label).some((s) => said.has(s));
}

/** A variant: the phrase without a droppable head, or all its words (as stems) in one resume line. */
function hasVariant(label: string, e: ResumeEvidence): boolean {
  const tokens = tokenize(label).flat();
  let core = tokens;
  while (core.length > 1 && DROPPABLE_HEADS.has((core[core.length - 1] as (typeof tokens)[number]).text))
    core = core.slice(0, -1);
  if (core.length < tokens.length && e.keys.has(runKey(core))) return true;
  const stems = contentStems(label);
  if (stems.length === 0) return false;
  if (e.lines.some((line) => stems.every((s) => line.has(s)))) return true;
  // A phrase of two words or more is shown by its words anywhere: "Google Ads" in the skills and
  // a "monthly budget" in an achievement show "Google Ads budgets".
  return stems.length >= 2 && stems.every((s) => e.stems.has(s));
}

/**
 * "Termite bait stations" is shown by "termite stations", "written staff reports" by "staff
 * reports": a phrase of three plain words or more is met in one line by its head and all of its
 * other words but one. Not a named product's ("Lenel access control"), a compound's part
 * ("post-trip") or a number, each of which says which one.
 */
function headWithAllButOne(r: PostingRequirement, e: ResumeEvidence): boolean {
  if (r.name !== undefined || /[-\d]/.test(r.label)) return false;
  const stems = contentStems(r.label);
  if (stems.length < 3) return false;
  const head = stems[stems.length - 1] as string;
  const others = stems.slice(0, -1);
  return e.lines.some((line) => line.has(head) && others.filter((s) => !line.has(s)).length <= 1);
}

/**
 * "Apply sealants", "maintain switchgear": a duty read with its verb is shown by the thing it acts
 * on, however the resume words the doing.
 */
function objectOfDuty(r: PostingRequirement): string | undefined {
  const [verb, ...rest] = r.label.split(' ');
  return r.duty && rest.length > 0 && verb !== undefined ? rest.join(' ') : undefined;
}

/**
 * "Illustrated parts catalog" is shown by "IPC", "computerized maintenance management system" by
 * "CMMS": a resume may name a long term only by its initials, in capitals. Three words or more, so
 * that two letters that happen to match ("PM") do not count.
 */
function byInitials(label: string, e: ResumeEvidence): boolean {
  const all = label.split(/[\s/-]+/).filter((w) => w !== '');
  const content = all.filter((w) => !/^(?:and|of|or|the|in|for|&|to)$/.test(w));
  const initials = (ws: string[]) => ws.map((w) => w[0]).join('');
  // "Out-of-home" is OOH: a hyphenated long form keeps its little words' letters.
  return (
    (content.length >= 3 && e.acronyms.has(initials(content))) ||
    (label.includes('-') && all.length >= 3 && e.acronyms.has(initials(all)))
  );
}

/**
 * The other way round: "MVRs" is shown by "motor vehicle reports", "WMS" by "warehouse management
 * system". Only a requirement shaped like a name or known as a skill, of three to six letters.
 */
function spelledOut(r: PostingRequirement, e: ResumeEvidence): boolean {
  if (!r.known || !/^[a-z]{3,6}$/.test(r.label)) return false;
  const initials = e.initials();
  return initials.has(r.label) || (r.label.endsWith('s') && initials.has(r.label.slice(0, -1)));
}

/**
 * "eMAR" is shown by "MAR charts", "eTMF" by "TMF": the electronic form of a record a resume names
 * by its acronym. Only a known requirement of three letters or more after the "e", and not a
 * product whose name opens with an "e" ("Epic" is not a "PIC").
 */
const electronicForm = (r: PostingRequirement, e: ResumeEvidence): boolean =>
  r.known && /^e[a-z]{3,5}$/.test(r.label) && !SKILL_KEYS.has(r.key) && e.acronyms.has(r.label.slice(1));

/**
 * "Read schematics", "use a multimeter", "interpret GD&T": a verb that only says the thing is read
 * or used is shown by the thing.
 */
const USING = /^(?:read|use|interpret|operate|understand) (.+)$/;

/**
 * "Hybrid/EV experience", "BiPAP/CPAP": words joined by a slash are either one, and a resume that
 * shows one of them meets the requirement. Single letters ("A/C") are one word, not a choice.
 */
function slashChoices(label: string): string[] {
  const joined = label.split(' ').find((w) => /^[^/]{2,}(?:\/[^/]{2,})+$/.test(w));
  return joined === undefined ? [] : joined.split('/').map((part) => label.replace(joined, part));
}

/** Whether the resume shows one wording of a requirement, however it words it. */
function showsWording(label: string, e: ResumeEvidence): boolean {
  const used = USING.exec(label)?.[1];
  return (
    hasVariant(label, e) ||
    slashChoices(label).some((choice) => hasVariant(choice, e)) ||
    (used !== undefined && hasVariant(used, e)) ||
    byInitials(label, e)
  );
}

export const resumeShows = (r: PostingRequirement, e: ResumeEvidence): boolean => {
  const object = objectOfDuty(r);
  // "Forklift or telehandler certification": each name the posting gives is checked as worded.
  return (
    hasKey(r, e) ||
    [r.label, ...(r.otherLabels ?? [])].some((label) => showsWording(label, e)) ||
    (object !== undefined && hasVariant(object, e)) ||
    spelledOut(r, e) ||
    electronicForm(r, e) ||
    // Not the other names: the word one leaves out ("Baxter" in "Alaris or Baxter infusion pumps")
    // is what sets it apart.
    headWithAllButOne(r, e)
  );
};
