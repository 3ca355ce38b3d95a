import { foldedWords } from '@resume/core';
import { wordList } from '../lexicon/word-list';
import type { DocumentLines, Line } from './types';

/**
 * Entries written as a form, one labelled line per field, as many Indian and Gulf CVs are:
 * "Organisation: Kaveri Consumer Products, Pune", "Designation: Marketing Coordinator",
 * "Duration: June 2020 to Till Date", then "Roles & Responsibilities:" over the bullets.
 */
const ROLE_LABELS = wordList('designation position role title job_title post');
const EMPLOYER_LABELS = wordList('organisation organization company employer firm client');
const PERIOD_LABELS = wordList('duration period tenure dates');
/** A label alone over the entry's lines: no field, only the lines under it. */
const LIST_LABELS = wordList(`responsibilities roles_responsibilities key_responsibilities
  job_responsibilities duties achievements key_achievements`);

const LABELLED = /^\s*([\p{L}][\p{L} &/]{1,30}?)\s*:\s*(.*)$/u;

type Labelled = { kind: 'role' | 'employer' | 'period' | 'list'; value: string };

function labelOf(line: Line): Labelled | undefined {
  const m = LABELLED.exec(line.text);
  if (!m) return undefined;
  const label = foldedWords(m[1] as string).join(' ');
  const value = (m[2] as string).trim();
  if (value === '' && LIST_LABELS.has(label.replace(/ and /g, ' '))) return { kind: 'list', value };
  if (value === '') return undefined;
  if (ROLE_LABELS.has(label)) return { kind: 'role', value };
  if (EMPLOYER_LABELS.has(label)) return { kind: 'employer', value };
  if (PERIOD_LABELS.has(label)) return { kind: 'period', value };
  return undefined;
}

/** The line with only `text` in it, in the style of its last run (the value, not the label). */
function withText(line: Line, text: string): Line {
  const segment = line.segments.at(-1)!;
  const run = segment.runs.at(-1);
  return {
    ...line,
    text,
    segments: [{ ...segment, text, runs: run ? [{ ...run, text }] : [] }],
  };
}

const ORDER: Record<Labelled['kind'], number> = { role: 0, employer: 1, period: 2, list: 3 };

/**
 * Each run of labelled entry lines becomes the lines an entry usually has, labels gone and in the
 * usual order: the role, the employer, the period. A lone "Responsibilities:" line goes.
 */
export function withoutEntryLabels(doc: DocumentLines): DocumentLines {
  const out: Line[] = [];
  let changed = false;
  for (let i = 0; i < doc.lines.length; ) {
    const run: { line: Line; label: Labelled }[] = [];
    for (let j = i; j < doc.lines.length; j++) {
      const line = doc.lines[j]!;
      const label = line.segments.length === 1 ? labelOf(line) : undefined;
      if (!label || run.some((r) => r.label.kind === label.kind)) break;
      run.push({ line, label });
    }
    // A single labelled line is a field only when it opens no form ("Duration: 3 months" in prose).
    const form = run.filter((r) => r.label.kind !== 'list').length >= 2 || run[0]?.label.kind === 'list';
    if (!form) {
      out.push(doc.lines[i]!);
      i++;
      continue;
    }
    changed = true;
    const sorted = [...run].sort((a, b) => ORDER[a.label.kind] - ORDER[b.label.kind]);
    for (const { line, label } of sorted) if (label.kind !== 'list') out.push(withText(line, label.value));
    i += run.length;
  }
  return changed ? { ...doc, lines: out } : doc;
}
