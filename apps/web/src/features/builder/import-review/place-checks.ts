import type { ImportCheck } from '@resume/core';
import type { ReadItem, ReadLine, ReadSection } from './read-sections';

type Place = ReadLine | ReadItem | ReadSection;

/** Where the checks go: `of` gives the checks shown at a line, item or section. */
export type CheckPlaces = { of(place: Place): ImportCheck[]; unplaced: ImportCheck[] };

/** `experience.0` covers `experience.0.company`, but not `experience.01`. */
const covers = (path: string, field: string) => field === path || field.startsWith(`${path}.`);

function placeOf(sections: ReadSection[], field: string): Place | null {
  const section = sections.find((s) => s.fields.some((f) => covers(f, field)));
  if (!section) return null;
  for (const item of section.items) {
    const line = item.lines.find((l) => l.fields.some((f) => covers(f, field)));
    if (line) return line;
    if (item.field && covers(item.field, field)) return item;
  }
  return section;
}

/**
 * Puts each check next to what it concerns: the line showing its field, else the entry holding
 * it, else its section. A check about something not shown at all (a language when none was read)
 * is left for the top of the screen, so no check is ever dropped.
 */
export function placeChecks(sections: ReadSection[], checks: ImportCheck[]): CheckPlaces {
  const places = new Map<Place, ImportCheck[]>();
  const unplaced: ImportCheck[] = [];
  for (const check of checks) {
    const place = placeOf(sections, check.field);
    if (place) places.set(place, [...(places.get(place) ?? []), check]);
    else unplaced.push(check);
  }
  return { of: (place) => places.get(place) ?? [], unplaced };
}
