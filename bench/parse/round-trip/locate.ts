import type { ResumeData } from '@resume/core';
import type { Reading } from './compare';
import { norm, wordF1 } from './text-rules';

/** Every text of a ResumeData with its path, `experience.0.achievements.5` and so on. */
function readings(value: unknown, path = ''): Reading[] {
  if (typeof value === 'string') return value.trim() ? [{ path, value }] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => readings(item, path ? `${path}.${key}` : key));
}

const sectionOf = (path: string) => path.split('.')[0];

/**
 * Where a missed field's text ended up in the parsed resume, so the parser's owner sees what
 * happened to it ("the company was read into the achievement above"): a text containing it, from
 * the field's own section first, shortest first; else the text sharing most of its words. A job
 * title is also the resume's headline, which must not hide the achievement that swallowed it.
 */
export function whereRead(field: string, expected: string, parsed: ResumeData): Reading | undefined {
  // Whole words only: "Software Engineer" is not in "Software Engineering Intern".
  const wanted = ` ${norm(expected)} `;
  if (!wanted.trim()) return undefined;
  const all = readings(parsed);
  const away = (r: Reading) => (sectionOf(r.path) === sectionOf(field) ? 0 : 1);
  const [containing] = all
    .filter((r) => ` ${norm(r.value)} `.includes(wanted))
    .sort((a, b) => away(a) - away(b) || a.value.length - b.value.length);
  if (containing) return containing;
  // Below 0.6 shared words mostly find look-alikes: "2017-06" in "2011-06", "@jane@…" in "Jane".
  const [closest] = all
    .map((r) => ({ r, score: wordF1(expected, r.value) }))
    .sort((a, b) => b.score - a.score);
  return closest && closest.score >= 0.6 ? closest.r : undefined;
}
