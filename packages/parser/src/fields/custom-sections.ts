import { type CustomEntry, type CustomSection, emptyCustomEntry } from '@resume/core';
import type { Section } from '../sections/find-sections';
import type { SectionKind } from '../sections/heading-vocabulary';
import { softenCapitals, tidySpaces } from '../text/clean-text';
import { type Entry, splitEntries } from './entries';
import { headerParts } from './entry-parts';

/** The kinds of section that ResumeData has a field for: every other one is the person's own. */
const STANDARD_KINDS: ReadonlySet<SectionKind> = new Set([
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'languages',
  'certifications',
  'links',
]);

export const isCustomKind = (kind: SectionKind) => !STANDARD_KINDS.has(kind);

/**
 * An entry read as a job is (title and organisation, dates, place, a leading paragraph, bullets),
 * its phrases kept in their printed order: the first the title, the rest the subtitle. Null when
 * it holds nothing.
 */
function readCustomEntry(entry: Entry): CustomEntry | null {
  const { parts, dates, place } = headerParts(entry.header);
  const [title, ...rest] = parts.map((part) => softenCapitals(tidySpaces(part.text)));
  const read: CustomEntry = {
    ...emptyCustomEntry(),
    title: title ?? '',
    subtitle: rest.join(', '),
    start_date: dates?.start ?? '',
    end_date: dates && !dates.current && !dates.single ? (dates.end ?? '') : '',
    place: place ?? '',
    description: tidySpaces(entry.lead),
    bullets: entry.details.map(tidySpaces).filter(Boolean),
  };
  const filled = Object.values(read).some((value) => (Array.isArray(value) ? value.length : value));
  return filled ? read : null;
}

/**
 * Sections under headings that name no field of ResumeData (Awards, Publications, Volunteering,
 * or a heading found only by its look): each a section of the person's own, under its heading as
 * printed (capitals softened), its entries read as jobs are.
 */
export function readCustomSections(sections: readonly Section[], wraps: boolean): CustomSection[] {
  return sections
    .filter((section) => isCustomKind(section.kind))
    .map((section, index) => ({
      id: `imported-${index + 1}`,
      heading: softenCapitals(section.heading),
      entries: splitEntries(section.lines, wraps).flatMap((entry) => readCustomEntry(entry) ?? []),
    }))
    .filter((section) => section.heading && section.entries.length > 0);
}
