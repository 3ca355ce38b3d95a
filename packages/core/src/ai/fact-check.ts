import { createContext, yearsOfExperience } from '../analysis/context';
import { isStopWord, type Token, tokenize } from '../analysis/text/terms';
import { english } from '../dates/languages/en';
import type { ResumeData } from '../schemas/resume';
import type { AiFactKind, AiWarning } from './schemas';
import type { WriterTask } from './task';
import { containsPhrase } from './text-search';

/**
 * The anti-invention check: numbers, dates and names in an answer that none of its sources holds.
 * A writer, model or not, may only rephrase what the person gave it; a figure or an employer that
 * appears from nowhere is the one mistake a person may not notice before sending the resume.
 */

/** Month names and abbreviations as English resumes print them: the date grammar's. */
const MONTHS = english.months.flat();
const WEEKDAYS =
  'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun';
/** Capitalised words that are not names: calendar words, headings, and a letter's set phrases. */
const NOT_NAMES = new Set(
  `${MONTHS.join(' ')} ${WEEKDAYS} i skills summary experience education projects certifications languages achievements
  profile contact dear hiring manager team sincerely regards kind best yours thanks thank hello hi`.split(
    /\s+/,
  ),
);

/** "[X%]", "[number]": gaps left for the person, not facts. */
const PLACEHOLDER = /\[[^\]\n]*\]/g;

const MONTH_NAME = `(?:${MONTHS.join('|')})\\.?`;
/** A date (optionally with its month) or an amount, whichever starts first. */
const FIGURE = new RegExp(
  [
    `(?<date>(?<![\\p{L}\\p{N}])(?:${MONTH_NAME}\\s+|(?:0?[1-9]|1[0-2])/)?(?<year>(?:19|20)\\d\\d)(?:-(?:0[1-9]|1[0-2]))?(?![\\p{L}\\p{N}]))`,
    '(?<number>(?<![\\p{L}\\p{N}.,])(?<currency>[$€£¥])?(?<value>\\d{1,3}(?:,\\d{3})+|\\d+)(?<decimals>\\.\\d+)?(?:\\s?(?<unit>%|percent|thousand|million|billion|bn|[kmb]|x|×|\\+))?(?![\\p{L}\\p{N}]))',
  ].join('|'),
  'giu',
);

const UNITS: Readonly<Record<string, string>> = {
  percent: '%',
  thousand: 'k',
  million: 'm',
  billion: 'b',
  bn: 'b',
  '×': 'x',
  '+': '',
};

type Amount = { value: number; unit: string; currency: string };

function amountOf(groups: Record<string, string | undefined>): Amount {
  const unit = (groups.unit ?? '').toLowerCase();
  return {
    value: Number(`${(groups.value ?? '').replace(/,/g, '')}${groups.decimals ?? ''}`),
    unit: UNITS[unit] ?? unit,
    currency: groups.currency ?? '',
  };
}

/**
 * "30,000" is "30000", "40 %" is "40%", "$2 million" is "$2M", "80+" is "80"; but "45%" is not
 * "45 minutes": the unit is part of the fact.
 */
const sameAmount = (a: Amount, b: Amount): boolean =>
  a.value === b.value && a.unit === b.unit && a.currency === b.currency;

type Found = { kind: AiFactKind; text: string; position: number };

/** Years and amounts in a text; bracketed placeholders are blanked out first, keeping positions. */
function figures(text: string): { years: Found[]; amounts: (Found & { amount: Amount })[] } {
  const years: Found[] = [];
  const amounts: (Found & { amount: Amount })[] = [];
  const blanked = text.replace(PLACEHOLDER, (m) => ' '.repeat(m.length));
  for (const m of blanked.matchAll(FIGURE)) {
    const groups = m.groups ?? {};
    if (groups.date) years.push({ kind: 'date', text: groups.year ?? '', position: m.index });
    else amounts.push({ kind: 'number', text: m[0], position: m.index, amount: amountOf(groups) });
  }
  return { years, amounts };
}

const isAcronym = (word: string): boolean => /^(?=(?:.*\p{Lu}){2})[\p{Lu}\d]+s?$/u.test(word);
const isCapitalised = (word: string): boolean => /^\p{Lu}/u.test(word);

/** The text between a token and the one before it; a line break before the first. */
const gapBefore = (text: string, tokens: Token[], i: number): string => {
  const previous = tokens[i - 1];
  return previous ? text.slice(previous.position + previous.surface.length, tokens[i]?.position) : '\n';
};

/** Whether a gap ends a sentence, a line or a bullet, or introduces what follows a colon. */
const endsSentence = (gap: string): boolean => /[.!?:;\n•"“]/.test(gap);

/** Consecutive capitalised words, joined by spaces, "&" or "of", as runs of token indices. */
function capitalisedRuns(text: string, tokens: Token[]): number[][] {
  const runs: number[][] = [];
  tokens.forEach((token, i) => {
    const run = runs.at(-1);
    const joined = run?.at(-1) === i - 1 && /^[ \t]*&?[ \t]*$/.test(gapBefore(text, tokens, i));
    const connector = token.surface === 'of' && isCapitalised(tokens[i + 1]?.surface ?? '');
    if (run && joined && (isCapitalised(token.surface) || connector)) run.push(i);
    else if (isCapitalised(token.surface)) runs.push([i]);
  });
  return runs;
}

/**
 * Candidate names: runs of capitalised words ("Acme Corp", "Bank of America") and acronyms. At a
 * sentence start any word is capitalised, so a run's first word is not judged there (an acronym is).
 */
function nameRuns(text: string): Found[] {
  const blanked = text.replace(PLACEHOLDER, (m) => ' '.repeat(m.length));
  const tokens = tokenize(blanked).flat();
  return capitalisedRuns(blanked, tokens).flatMap((run) => {
    const [head = 0] = run;
    const opens = endsSentence(gapBefore(blanked, tokens, head)) && !isAcronym(tokens[head]?.surface ?? '');
    const words = (opens ? run.slice(1) : run).map((i) => tokens[i] as Token);
    while (words[0]?.surface === 'of') words.shift();
    while (words.at(-1)?.surface === 'of') words.pop();
    const first = words[0];
    const last = words.at(-1);
    if (!first || !last) return [];
    const end = last.position + last.surface.length;
    return [{ kind: 'name' as const, text: text.slice(first.position, end), position: first.position }];
  });
}

const bare = (word: string): string => word.replace(/['’]s$/i, '');

function isKnownName(name: string, sources: string): boolean {
  if (containsPhrase(sources, bare(name))) return true;
  const significant = name
    .split(/[\s&]+/)
    .map(bare)
    .filter((w) => w !== '' && w !== 'of' && !NOT_NAMES.has(w.toLowerCase()) && !isStopWord(w));
  return significant.every((w) => containsPhrase(sources, w));
}

const MESSAGES: Record<AiFactKind, (text: string) => string> = {
  number: (t) => `"${t}" is not on your resume. Check it before you accept.`,
  date: (t) => `"${t}" is not a date on your resume. Check it before you accept.`,
  name: (t) => `"${t}" is not named on your resume. Check it before you accept.`,
};

/**
 * Numbers, years and names in `answer` that none of `sources` contains, once each, in the order
 * they appear. Lenient on format ("30,000" = "30000"), strict on the fact itself.
 */
export function findInventedFacts(answer: string, sources: readonly string[]): AiWarning[] {
  const source = sources.join('\n');
  const known = figures(source);
  const knownYears = new Set(known.years.map((y) => y.text));
  const { years, amounts } = figures(answer);
  const invented: Found[] = [
    ...years.filter((y) => !knownYears.has(y.text)),
    ...amounts.filter((a) => !known.amounts.some((k) => sameAmount(k.amount, a.amount))),
    ...nameRuns(answer).filter((n) => !isKnownName(n.text, source)),
  ].sort((a, b) => a.position - b.position);
  const seen = new Set<string>();
  return invented
    .filter((f) => {
      const key = `${f.kind}:${f.text.toLowerCase().replace(/[\s,]/g, '')}`;
      return !seen.has(key) && seen.add(key);
    })
    .map((f) => ({ kind: f.kind, text: f.text, message: MESSAGES[f.kind](f.text) }));
}

/** Every string in the resume: names, dates, companies, schools, skills, extras. */
function resumeTexts(node: unknown): string[] {
  if (typeof node === 'string') return node.trim() === '' ? [] : [node];
  if (Array.isArray(node)) return node.flatMap(resumeTexts);
  if (node && typeof node === 'object') return Object.values(node).flatMap(resumeTexts);
  return [];
}

/** What the dates add up to: a writer that says "6 years of experience" has counted, not invented. */
function countedFacts(data: ResumeData, now: Date): string[] {
  const years = Math.floor(yearsOfExperience(createContext(data, now)));
  return years >= 1 ? [`${years} years of experience`] : [];
}

/**
 * What an answer to `task` may legitimately draw on: the whole resume (and the years its dates
 * add up to at `now`), the job description, the prompt and the instruction.
 */
export function factSources(task: WriterTask, now: Date = new Date()): string[] {
  const resume = task.resume ? [...resumeTexts(task.resume), ...countedFacts(task.resume, now)] : [];
  switch (task.kind) {
    case 'summary':
      return resume;
    case 'improve':
      return [...resume, task.text, ...(task.instruction ? [task.instruction] : [])];
    case 'tailor':
      return [...resume, task.jobDescription];
    case 'writer':
      return [...resume, task.prompt];
  }
}
