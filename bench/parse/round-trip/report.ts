import { table } from '../../support/stats';
import type { FieldResult } from './compare';
import { whereRead } from './locate';
import { EXPORTS, type Export, type RoundTrip, roundTrip } from './round-trip';

export const exportName = ({ template, watermark, format }: Export): string =>
  format === 'md' ? 'Markdown' : `${format.toUpperCase()} ${template}${watermark ? ' + watermark' : ''}`;

/** Long texts keep their head and tail: a merged line shows where it started and what it swallowed. */
function quote(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const shown = flat.length <= max ? flat : `${flat.slice(0, max / 2 - 10)} … ${flat.slice(-(max / 2 + 10))}`;
  return JSON.stringify(shown);
}

const entryOf = (field: string) =>
  /^(?:experience|education|custom_sections\.\d+\.entries)\.\d+/.exec(field)?.[0];
/** The field that pairs an entry: a job's company, a school's institution, a custom entry's title. */
const KEYS = new Set(['company', 'institution', 'title']);
const partOf = (field: string) => field.slice((entryOf(field) ?? '').length + 1).split('.')[0] ?? '';

/** Why nothing was compared: the whole entry went unpaired, or the item is not in its entry. */
function unread(miss: FieldResult, results: readonly FieldResult[]): string {
  const entry = entryOf(miss.field);
  const key = entry && results.find((r) => entryOf(r.field) === entry && KEYS.has(partOf(r.field)));
  return key && key !== miss && !key.credit
    ? `not compared: no parsed entry has its ${partOf(key.field)}`
    : 'not read';
}

/** What the parser did with one missed field, in terms its owner can act on. */
export function explainMiss(miss: FieldResult, trip: Pick<RoundTrip, 'parsed' | 'results'>): string {
  const parts = [`${miss.field} ${quote(miss.expected)}`];
  if (miss.read) {
    const where = miss.read.path === miss.field ? '' : ` at ${miss.read.path}`;
    parts.push(`read${where} as ${quote(miss.read.value)}`);
  } else {
    parts.push(unread(miss, trip.results));
  }
  const found = whereRead(miss.field, miss.expected, trip.parsed);
  if (found && found.path !== miss.read?.path) parts.push(`found in ${found.path} ${quote(found.value)}`);
  else if (!found && !miss.read?.value.trim()) parts.push('in no parsed field');
  return parts.join('; ');
}

/** The missed fields in short: a job lost whole is one item, `experience.1.* (9)`, not nine. */
export function missedInShort(results: readonly FieldResult[]): string[] {
  const short: string[] = [];
  for (const result of results.filter((r) => r.credit < 1)) {
    const entry = entryOf(result.field);
    const fields = entry ? results.filter((r) => entryOf(r.field) === entry) : [];
    if (fields.length > 1 && fields.every((r) => r.credit < 1)) {
      if (!short.includes(`${entry}.* (${fields.length})`)) short.push(`${entry}.* (${fields.length})`);
    } else {
      short.push(result.credit > 0 ? `${result.field} (${result.credit.toFixed(2)})` : result.field);
    }
  }
  return short;
}

export function roundTripTable(trips: readonly RoundTrip[]): string {
  return table([
    ['template', 'fields right/total', '%', 'missed'],
    ...trips.map((trip) => [
      exportName(trip),
      `${trip.tally.right.toFixed(1)}/${trip.tally.total}`,
      trip.tally.percent.toFixed(1),
      missedInShort(trip.results).join(', ') || '-',
    ]),
  ]);
}

/** Each distinct set of misses once, under every export that has it (watermarks rarely differ). */
function missDetails(trips: readonly RoundTrip[]): string[] {
  const byMisses = new Map<string, string[]>();
  for (const trip of trips) {
    const lines = trip.tally.missed.map((miss) => `  ${explainMiss(miss, trip)}`).join('\n');
    if (lines) byMisses.set(lines, [...(byMisses.get(lines) ?? []), exportName(trip)]);
  }
  return [...byMisses].map(([lines, names]) => `${names.join(', ')}:\n${lines}`);
}

/** The bench:parse section: needs no corpus, only the templates, the fixture and the parser. */
export async function printRoundTrip(): Promise<void> {
  const trips: RoundTrip[] = [];
  for (const exported of EXPORTS) trips.push(await roundTrip(exported));
  console.log('\nRound trip: the full fixture resume exported in each template and format, uploaded back\n');
  console.log(roundTripTable(trips));
  const details = missDetails(trips);
  if (details.length)
    console.log(`\nMissed fields, with what the parser read instead:\n\n${details.join('\n\n')}`);
}
