import type { CustomEntry, CustomSection, Education, Experience, ResumeData } from '@resume/core';
import { pairEntries } from './pair-entries';
import {
  itemF1,
  norm,
  sameEmail,
  sameLink,
  sameLocation,
  samePhone,
  similar,
  squash,
  wordF1,
} from './text-rules';

/** A place in a ResumeData and the text there: `experience.0.achievements.5` = "Chaired …". */
export type Reading = { path: string; value: string };

export type FieldResult = {
  /** Where the field is in the original resume, as a ResumeData path: `experience.1.company`. */
  field: string;
  expected: string;
  /** What the parser put in the matching place; absent when it has no such place (job not found). */
  read?: Reading;
  /** 1 when read back, 0 when missed; the skills list earns its F1 in between. */
  credit: number;
};

type Same = (expected: string, read: string) => boolean;
type Part<Entry> = { name: string; value: (entry: Entry) => string; same: Same };

const equalDate: Same = (a, b) => a === b;
const sameText: Same = (a, b) => squash(a) === squash(b);
const fullName = (data: ResumeData) =>
  [data.first_name, data.middle_name, data.last_name].filter(Boolean).join(' ');

function result(field: string, expected: string, read: Reading | undefined, same: Same): FieldResult {
  const credit = read?.value.trim() && same(expected, read.value) ? 1 : 0;
  return { field, expected, ...(read && { read }), credit };
}

function scalarFields(original: ResumeData, parsed: ResumeData): FieldResult[] {
  const scalars: Part<ResumeData>[] = [
    { name: 'name', value: fullName, same: (a, b) => norm(a) === norm(b) },
    { name: 'email', value: (d) => d.email, same: sameEmail },
    { name: 'phone', value: (d) => d.phone, same: samePhone },
    { name: 'location', value: (d) => d.location, same: sameLocation },
    { name: 'summary', value: (d) => d.summary, same: (a, b) => wordF1(a, b) >= 0.8 },
  ];
  return scalars
    .filter(({ value }) => value(original).trim())
    .map(({ name, value, same }) =>
      result(name, value(original), { path: name, value: value(parsed) }, same),
    );
}

/** The first place in `places` holding `expected`, else undefined: order in a list does not matter. */
function findIn(expected: string, places: Reading[], same: Same): Reading | undefined {
  return places.find((place) => same(expected, place.value));
}

function contactFields(original: ResumeData, parsed: ResumeData): FieldResult[] {
  const places = parsed.contacts.map((c, i) => ({ path: `contacts.${i}`, value: c.value }));
  return original.contacts
    .map((contact, i) => ({ contact, i }))
    .filter(({ contact }) => contact.value.trim())
    .map(({ contact, i }) =>
      result(`contacts.${i}`, contact.value, findIn(contact.value, places, sameLink), sameLink),
    );
}

/**
 * One section's entries, field by field: the key (company, institution) counts as read when the
 * entry was paired; the other parts are compared within the pair; `lists` adds per-item fields.
 */
function entryFields<Entry>(
  section: string,
  originals: readonly Entry[],
  parsed: readonly Entry[],
  [key, parts]: [Part<Entry>, Part<Entry>[]],
  lists: (original: Entry, read: Entry | undefined, path: string, readPath: string) => FieldResult[],
  readSection = section,
): FieldResult[] {
  const pairs = pairEntries(originals, parsed, key.value, parts[0]?.value ?? (() => ''));
  return originals.flatMap((original, i) => {
    const at = pairs.get(i);
    const read = at === undefined ? undefined : parsed[at];
    const readPath = `${readSection}.${at}`;
    const place = (part: Part<Entry>) =>
      read && { path: `${readPath}.${part.name}`, value: part.value(read) };
    const keyResult = result(`${section}.${i}.${key.name}`, key.value(original), place(key), () => true);
    const partResults = parts
      .filter((part) => part.value(original).trim())
      .map((part) => result(`${section}.${i}.${part.name}`, part.value(original), place(part), part.same));
    return [keyResult, ...partResults, ...lists(original, read, `${section}.${i}`, readPath)];
  });
}

const experienceParts: [Part<Experience>, Part<Experience>[]] = [
  { name: 'company', value: (e) => e.company, same: similar },
  [
    { name: 'job_title', value: (e) => e.job_title, same: similar },
    { name: 'start_date', value: (e) => e.start_date, same: equalDate },
    { name: 'end_date', value: (e) => (e.is_current ? 'present' : (e.end_date ?? '')), same: equalDate },
    { name: 'company_description', value: (e) => e.company_description, same: sameText },
  ],
];

/**
 * Each item of a list (a job's achievements, a custom entry's bullets) is a field: read when the
 * paired entry has it word for word, anywhere in its list.
 */
const itemFields =
  <Entry>(name: string, items: (entry: Entry) => readonly string[]) =>
  (original: Entry, read: Entry | undefined, path: string, readPath: string): FieldResult[] => {
    const places = (read ? items(read) : []).map((value, k) => ({ path: `${readPath}.${name}.${k}`, value }));
    return items(original).map((item, k) =>
      result(`${path}.${name}.${k}`, item, findIn(item, places, sameText), sameText),
    );
  };

/** "MSc" + "Computer Science" is compared as printed, so a degree read with its field still counts. */
const printedDegree = (e: Education) => [e.degree, e.field_of_study].filter(Boolean).join(' ');

const educationParts: [Part<Education>, Part<Education>[]] = [
  { name: 'institution', value: (e) => e.institution, same: similar },
  [
    { name: 'degree', value: printedDegree, same: similar },
    { name: 'start_date', value: (e) => e.start_date, same: equalDate },
    { name: 'graduation_date', value: (e) => e.graduation_date ?? '', same: equalDate },
  ],
];

function skillsField(original: ResumeData, parsed: ResumeData): FieldResult[] {
  if (original.skills.length === 0) return [];
  const names = (data: ResumeData) => data.skills.map((s) => s.name);
  return [
    {
      field: 'skills',
      expected: names(original).join(', '),
      read: { path: 'skills', value: names(parsed).join(', ') },
      credit: itemF1(names(original), names(parsed)),
    },
  ];
}

const customEntryParts: [Part<CustomEntry>, Part<CustomEntry>[]] = [
  { name: 'title', value: (e) => e.title, same: similar },
  [
    { name: 'subtitle', value: (e) => e.subtitle, same: similar },
    { name: 'start_date', value: (e) => e.start_date, same: equalDate },
    { name: 'end_date', value: (e) => e.end_date, same: equalDate },
    { name: 'place', value: (e) => e.place, same: sameLocation },
    { name: 'description', value: (e) => e.description, same: sameText },
  ],
];

/**
 * A section of the person's own: its heading (in any case: templates print headings in capitals)
 * and its entries as jobs are compared, in the parsed section of the same heading.
 */
function customSectionFields(originals: readonly CustomSection[], parsed: readonly CustomSection[]) {
  return originals.flatMap((section, i) => {
    const at = parsed.findIndex((read) => norm(read.heading) === norm(section.heading));
    const read = parsed[at];
    const path = `custom_sections.${i}`;
    const heading = read && { path: `custom_sections.${at}.heading`, value: read.heading };
    return [
      result(`${path}.heading`, section.heading, heading, (a, b) => norm(a) === norm(b)),
      ...entryFields(
        `${path}.entries`,
        section.entries,
        read?.entries ?? [],
        customEntryParts,
        itemFields<CustomEntry>('bullets', (entry) => entry.bullets),
        `custom_sections.${at}.entries`,
      ),
    ];
  });
}

/**
 * Every field of the original resume with what the parser read for it, in the corpus scorer's
 * terms, plus each achievement and company description of a job, which the scorer leaves out but
 * a person re-uploading their own export would miss.
 */
export function compareResumes(original: ResumeData, parsed: ResumeData): FieldResult[] {
  return [
    ...scalarFields(original, parsed),
    ...contactFields(original, parsed),
    ...entryFields(
      'experience',
      original.experience,
      parsed.experience,
      experienceParts,
      itemFields<Experience>('achievements', (job) => job.achievements),
    ),
    ...entryFields('education', original.education, parsed.education, educationParts, () => []),
    ...skillsField(original, parsed),
    ...customSectionFields(original.custom_sections ?? [], parsed.custom_sections ?? []),
  ];
}

export type Tally = { right: number; total: number; percent: number; missed: FieldResult[] };

export function tally(results: readonly FieldResult[]): Tally {
  const right = results.reduce((sum, r) => sum + r.credit, 0);
  const total = results.length;
  return {
    right,
    total,
    percent: total ? (100 * right) / total : 100,
    missed: results.filter((r) => r.credit < 1),
  };
}
