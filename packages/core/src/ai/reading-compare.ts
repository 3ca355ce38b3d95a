import { deepEqual } from '../rules/three-way-merge';
import type { ResumeData } from '../schemas/resume';
import { ENTRY_KINDS, type EntryKind, likeness, showSkills } from './reading-entries';
import type { ReadingRow } from './reading-schema';

/**
 * The layout reading and the AI reading side by side, in pieces a person can choose between:
 * each personal field, the skills as one list, and each entry of every list as one unit.
 */

/** Two entries are the same one when this share of their identifying words is shared. */
const MATCH_LIKENESS = 0.5;

/** The personal fields a person picks one by one; `name` is first, middle and last name together. */
export const PERSONAL_FIELDS = {
  name: { label: 'Name', read: (d: ResumeData) => [d.first_name, d.middle_name, d.last_name] },
  title: { label: 'Title', read: (d: ResumeData) => [d.title] },
  email: { label: 'Email', read: (d: ResumeData) => [d.email] },
  phone: { label: 'Phone', read: (d: ResumeData) => [d.phone] },
  location: { label: 'Location', read: (d: ResumeData) => [d.location] },
  summary: { label: 'Summary', read: (d: ResumeData) => [d.summary] },
} as const;
export type PersonalField = keyof typeof PERSONAL_FIELDS;

const shown = (text: string): string | null => (text.trim() === '' ? null : text);

const noIndex = { layout_index: null, ai_index: null };

function personalRows(layout: ResumeData, ai: ResumeData): ReadingRow[] {
  return Object.entries(PERSONAL_FIELDS).map(([path, field]) => {
    const ours = field.read(layout);
    const theirs = field.read(ai);
    const text = (parts: string[]) => shown(parts.filter((p) => p.trim() !== '').join(' '));
    return {
      path,
      section: 'personal' as const,
      label: field.label,
      layout: text(ours),
      ai: text(theirs),
      same: deepEqual(ours, theirs),
      ...noIndex,
    };
  });
}

function skillsRow(layout: ResumeData, ai: ResumeData): ReadingRow {
  return {
    path: 'skills',
    section: 'skills',
    label: 'Skills',
    layout: shown(showSkills(layout.skills)),
    ai: shown(showSkills(ai.skills)),
    same: deepEqual(layout.skills, ai.skills),
    ...noIndex,
  };
}

/** Pairs each AI entry with the most alike layout entry, best pairs first; below the bar, none. */
function pairEntries<T>(kind: EntryKind<T>, ours: T[], theirs: T[]): Map<number, number> {
  const candidates = theirs.flatMap((a, ai) =>
    ours.map((l, li) => ({ li, ai, score: likeness(kind.identity(l), kind.identity(a)) })),
  );
  candidates.sort((x, y) => y.score - x.score || x.ai - y.ai || x.li - y.li);
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  for (const { li, ai, score } of candidates) {
    if (score < MATCH_LIKENESS) break;
    if (pairs.has(ai) || taken.has(li)) continue;
    pairs.set(ai, li);
    taken.add(li);
  }
  return pairs;
}

type Pair = { layout_index: number | null; ai_index: number | null };

/**
 * The order of an entry list's rows: the AI's order, each layout entry the AI did not read placed
 * before the first later layout entry it did, so neither reading's order is scrambled.
 */
function rowOrder(layoutCount: number, aiCount: number, pairs: Map<number, number>): Pair[] {
  const order: Pair[] = [];
  const paired = new Set(pairs.values());
  let nextLayout = 0;
  const layoutOnlyBefore = (limit: number) => {
    for (; nextLayout < limit; nextLayout++) {
      if (!paired.has(nextLayout)) order.push({ layout_index: nextLayout, ai_index: null });
    }
  };
  for (let ai = 0; ai < aiCount; ai++) {
    const li = pairs.get(ai);
    if (li === undefined) {
      order.push({ layout_index: null, ai_index: ai });
      continue;
    }
    layoutOnlyBefore(li);
    nextLayout = Math.max(nextLayout, li + 1);
    order.push({ layout_index: li, ai_index: ai });
  }
  layoutOnlyBefore(layoutCount);
  return order;
}

function entryRows<T>(kind: EntryKind<T>, layout: ResumeData, ai: ResumeData): ReadingRow[] {
  const ours = kind.entries(layout);
  const theirs = kind.entries(ai);
  return rowOrder(ours.length, theirs.length, pairEntries(kind, ours, theirs)).map((pair, n) => {
    const mine = pair.layout_index === null ? undefined : ours[pair.layout_index];
    const other = pair.ai_index === null ? undefined : theirs[pair.ai_index];
    const layoutText = mine === undefined ? null : kind.show(mine);
    const aiText = other === undefined ? null : kind.show(other);
    const headline = (layoutText ?? aiText ?? '').split('\n')[0];
    return {
      path: `${kind.section}.${n}`,
      section: kind.section,
      label: `${kind.noun}: ${headline}`,
      layout: layoutText,
      ai: aiText,
      same: mine !== undefined && deepEqual(mine, other),
      ...pair,
    };
  });
}

/**
 * Every row of the comparison. Rows where both readings hold nothing are left out: there is nothing
 * to choose.
 */
export function compareReadings(layout: ResumeData, ai: ResumeData): ReadingRow[] {
  return [
    ...personalRows(layout, ai),
    ...ENTRY_KINDS.filter((k) => k.section === 'contacts').flatMap((k) => entryRows(k, layout, ai)),
    skillsRow(layout, ai),
    ...ENTRY_KINDS.filter((k) => k.section !== 'contacts').flatMap((k) => entryRows(k, layout, ai)),
  ].filter((row) => row.layout !== null || row.ai !== null);
}
