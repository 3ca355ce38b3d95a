import type { Skill, skillLevels } from '@resume/core';
import { foldWord, spacedWords } from '@resume/core';
import type { Line, Segment } from '../layout/types';
import { tidySpaces } from '../text/clean-text';
import { joinWrapped } from './entries';
import { SKILLS } from './thresholds';

type Level = (typeof skillLevels)[number];

/** Level words in English, French, German and Spanish, folded (lower case, no accents). */
const LEVELS: Record<string, Level> = {
  expert: 'expert',
  master: 'expert',
  experte: 'expert',
  experto: 'expert',
  experta: 'expert',
  advanced: 'advanced',
  proficient: 'advanced',
  experienced: 'advanced',
  avance: 'advanced',
  avancee: 'advanced',
  fortgeschritten: 'advanced',
  avanzado: 'advanced',
  avanzada: 'advanced',
  intermediate: 'intermediate',
  competent: 'intermediate',
  intermediaire: 'intermediate',
  mittel: 'intermediate',
  intermedio: 'intermediate',
  intermedia: 'intermediate',
  beginner: 'beginner',
  novice: 'beginner',
  basic: 'beginner',
  elementary: 'beginner',
  debutant: 'beginner',
  debutante: 'beginner',
  grundkenntnisse: 'beginner',
  anfanger: 'beginner',
  basico: 'beginner',
  basica: 'beginner',
  principiante: 'beginner',
};

const levelOf = (text: string): Level | undefined => LEVELS[foldWord(text.trim())];

/** "Proficient in", "Fluent in", "Familiar with": a sentence that lists skills. */
const PROFICIENCY =
  /^(?:(?:very\s+)?(?:proficient|fluent|experienced|skilled|familiar|competent|conversational|comfortable|knowledgeable|expert|advanced|basic|working knowledge|knowledge|experience)\s+(?:in|with|of|at)\s+)/i;
const LABEL = /^([^:,•|]{1,40}):\s+(?=\S)/;
const RATING = /^[\s○●◯◉★☆■□▪▫•·|/\d%.-]*$/;
const SEPARATORS = /[,;•·|]|\s+[–—]\s+/;

/** A logical row of a skills section: wrapped lines joined back together. */
interface Row {
  text: string;
  lines: Line[];
}

const styleKey = (line: Line) => `${line.bold}|${Math.round(line.size * SKILLS.styleStepsPerPoint)}`;

function continuesRow(row: Row, line: Line, wraps: boolean): boolean {
  // A row past a long paragraph's length is no skill list: start another (see joinWrapped).
  if (!wraps || line.bullet || LABEL.test(line.text) || row.text.length >= SKILLS.maxRow) return false;
  const last = row.lines[row.lines.length - 1]!;
  // Chips on one line (several segments) are complete rows of their own.
  if (last.segments.length > 1 || line.segments.length > 1) return false;
  if (styleKey(last) !== styleKey(line) || /:$/.test(row.text)) return false;
  if (/[,&(]$|\band$/.test(row.text) || /^[(\p{Ll}]/u.test(line.text)) return true;
  // A comma list that wrapped without a trailing comma: "Architecture and Development, Continuous".
  return row.text.includes(',');
}

function toRows(lines: Line[], wraps: boolean): Row[] {
  const rows: Row[] = [];
  for (const line of lines) {
    const row = rows[rows.length - 1];
    if (row && continuesRow(row, line, wraps)) {
      row.text = joinWrapped(row.text, line.text);
      row.lines.push(line);
    } else rows.push({ text: line.text, lines: [line] });
  }
  return rows;
}

const SEPARATOR_CHARS = new Set([',', ';', '•', '·', '|']);

/** Splits on separators that are not inside brackets: "Decentralized Finance (DeFi), NFTs". */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth += 1;
    if ((ch === ')' || ch === ']') && depth > 0) depth -= 1;
    const dash = ch === ' ' && (text[i + 1] === '–' || text[i + 1] === '—') && text[i + 2] === ' ';
    if (depth === 0 && (SEPARATOR_CHARS.has(ch) || dash)) {
      items.push(current);
      current = '';
      if (dash) i += 2;
    } else current += ch;
  }
  items.push(current);
  return items;
}

/**
 * A sub-heading inside the section, in capitals ("PROGRAMMING"), groups skills without being one.
 * It looks unlike the items under it: a capitalised item in a list of the same look ("OSHA 30"
 * between "Lockout/Tagout" and "MIG Welding") is an item.
 */
function isSubheading(row: Row, next: Row | undefined, bodySize: number): boolean {
  const line = row.lines[0]!;
  const letters = row.text.replace(/[^\p{L}]/gu, '');
  const caps = letters.length > 1 && letters === letters.toUpperCase();
  const standsOut = !next || styleKey(next.lines[0]!) !== styleKey(line);
  return (
    caps &&
    standsOut &&
    (line.bold || line.size > bodySize) &&
    row.lines.length === 1 &&
    !SEPARATORS.test(row.text)
  );
}

function cleanItem(item: string, sentence: boolean): string[] {
  const text = tidySpaces(item)
    .replace(/^(and|&)\s+/i, '')
    .replace(/[.:]$/, '')
    // A hyphen after a bracket breaks no word: react-pdf prints one where it wraps a list just
    // after a styled level ("Distributed systems (Advanced)-").
    .replace(/([)\]])-$/, '$1')
    .trim();
  const pieces = sentence ? text.split(/\s+and\s+/i) : [text];
  return pieces
    .map((p) => p.trim())
    .filter(
      (p) =>
        p.length > 0 && p.length <= SKILLS.item.maxChars && spacedWords(p).length <= SKILLS.item.maxWords,
    );
}

/** A part that names the parts after it: set in a margin, bold, or ending with a colon. */
const isCategory = (segment: Segment) =>
  segment.label === true || /:\s*$/.test(segment.text) || segment.runs.every((r) => r.bold);

/**
 * The items of a row printed in parts (chips, table cells): each part is an item or a list of
 * its own, except a first part that is their category ("Languages    Python, Scala").
 */
function partItems(line: Line): string[] {
  const [first, ...rest] = line.segments;
  const labelled = first && rest.length > 0 && isCategory(first) && !line.segments.every(isCategory);
  return (labelled ? rest : line.segments).flatMap((s) => splitList(s.text.replace(LABEL, '')));
}

/** The items of a row, and whether they were printed as parts (chips) rather than as a list. */
function rowItems(row: Row): { items: string[]; parts: boolean } {
  let text = row.text.replace(LABEL, '');
  const sentence = PROFICIENCY.test(text);
  text = text.replace(PROFICIENCY, '');
  const line = row.lines[0]!;
  const parts = row.lines.length === 1 && line.segments.length > 1 && !sentence;
  const raw = parts ? partItems(line) : splitList(text);
  const items = raw.flatMap((item) => cleanItem(item, sentence)).filter((item) => !RATING.test(item));
  return { items, parts };
}

/** "TypeScript (Expert)" → TypeScript at expert level; other brackets stay part of the name. */
function splitLevel(item: string): { name: string; level: Level | null } {
  const match = item.match(/^(.+?)\s*[([]\s*([\p{L} ]+?)\s*[)\]]$/u);
  const level = match ? levelOf(match[2]!) : undefined;
  return level ? { name: match![1]!, level } : { name: item, level: null };
}

/**
 * Skills from a skills-type section: lists split on commas and bullets, chips read one by one,
 * category labels ("Languages:") and capitalised group headings left out, level words ("Expert")
 * given to the skill they follow.
 */
export function extractSkills(lines: Line[], wraps: boolean, bodySize: number): Skill[] {
  const skills: Skill[] = [];
  const seen = new Set<string>();
  let previous: Skill[] = [];
  const rows = toRows(lines, wraps);
  for (const [at, row] of rows.entries()) {
    const level = levelOf(row.text);
    if (level) {
      for (const skill of previous) skill.level = level;
      previous = [];
      continue;
    }
    if (/:$/.test(row.text.trim()) || isSubheading(row, rows[at + 1], bodySize)) continue;
    previous = [];
    const { items, parts } = rowItems(row);
    // A row of one skill and its level ("TypeScript · Expert"), as chips in a narrow column print.
    const rated = items.length === 2 && levelOf(items[1]!) !== undefined;
    for (const item of items) {
      const { name, level } = splitLevel(item);
      const key = name.toLowerCase();
      const levelWord = levelOf(name);
      // Chips "TypeScript | EXPERT": the level word belongs to the skill before it. In a plain
      // list ("Python, Basic, Go") it is an item like the others.
      const last = previous[previous.length - 1];
      if (levelWord && (parts || rated)) {
        if (last) last.level = levelWord;
        continue;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      const skill: Skill = { name, level };
      skills.push(skill);
      previous.push(skill);
    }
    // Only a lone group name takes a level printed under it.
    if (previous.length > SKILLS.skillsBeforeLevel) previous = [];
  }
  return skills;
}
