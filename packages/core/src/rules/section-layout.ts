import { z } from 'zod';
import { SECTION_TITLES } from '../formats/labels';
import { storableText } from '../schemas/storable-text';

/**
 * "Sections your way": the person's order of the resume's sections, their own headings, the
 * sections they hide, and sections of their own (custom sections, schemas/resume.ts), kept in the
 * resume (`data.sections`, `data.custom_sections`). Every template, every export and the builder
 * ask `sectionLayout` which sections to print, in which order, under which heading: one rule.
 * Absent choices mean the template's own order (template-section-orders.ts), the product's
 * headings and nothing hidden, so a resume saved before sections could be arranged prints as it did.
 */

/** The sections every resume has, in the order a resume reads best in when nothing argues for another. */
export const BUILT_IN_SECTIONS = [
  'summary',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'links',
] as const;
export type BuiltInSection = (typeof BUILT_IN_SECTIONS)[number];

/** A custom section's key in the order and hidden lists: `custom:<its id>`. */
export type CustomSectionKey = `custom:${string}`;
export type SectionKey = BuiltInSection | CustomSectionKey;

/**
 * Where a template's own order puts the person's own sections when they set no order (a CV puts
 * publications and talks after education, not after the links): the custom sections' slot.
 */
export const CUSTOM_SECTIONS_SLOT = 'custom';
/** One place in a template's own order (template-section-orders.ts): a built-in section or the custom ones. */
export type TemplateSlot = BuiltInSection | typeof CUSTOM_SECTIONS_SLOT;

/** Custom section ids: short, URL- and key-safe, made by the builder (`crypto.randomUUID()` fits). */
export const CUSTOM_SECTION_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const HEADING_MAX = 80;
/** Every built-in and custom section once, with room for keys of since-deleted custom sections. */
const ORDER_MAX = 40;

export const customSectionKey = (id: string): CustomSectionKey => `custom:${id}`;
export const isBuiltInSection = (key: string): key is BuiltInSection =>
  (BUILT_IN_SECTIONS as readonly string[]).includes(key);

const SECTION_KEY = new RegExp(`^(?:${BUILT_IN_SECTIONS.join('|')}|custom:[A-Za-z0-9_-]{1,64})$`);

/** The heading a custom section prints under when the person gave it none. */
export const UNTITLED_SECTION_HEADING = 'Additional information';

/**
 * The choices' schema, built twice as ResumeData is: strict for what is written (a wrong key is a
 * 422 naming the field), lenient for what is read, where a value that no longer makes sense reads
 * as "no choice" rather than making the resume unreadable.
 */
function sectionChoicesSchemas(strict: boolean) {
  if (strict) {
    const key = z.string().regex(SECTION_KEY, 'Use a section name or custom:<id>');
    return z
      .object({
        order: z.array(key).max(ORDER_MAX).default([]),
        headings: z.partialRecord(z.enum(BUILT_IN_SECTIONS), storableText(HEADING_MAX)).default({}),
        hidden: z.array(key).max(ORDER_MAX).default([]),
      })
      .optional();
  }
  const keys = z.array(z.string()).catch([]);
  // No transform: the API writes stored resumes back through this schema (zod encodes them), and a
  // transform cannot be encoded. An object keeps the known headings and drops any other key.
  const headings = z
    .object(
      Object.fromEntries(
        BUILT_IN_SECTIONS.map((key) => [key, z.string().optional().catch(undefined)]),
      ) as Record<BuiltInSection, z.ZodCatch<z.ZodOptional<z.ZodString>>>,
    )
    .catch({});
  return z
    .object({ order: keys.default([]), headings: headings.default({}), hidden: keys.default([]) })
    .optional()
    .catch(undefined);
}

export const resumeSectionsSchema = sectionChoicesSchemas(true);
export const storedResumeSectionsSchema = sectionChoicesSchemas(false);
export type ResumeSections = NonNullable<z.infer<typeof resumeSectionsSchema>>;

/** What the layout needs to know: the choices, and the custom sections' ids and headings. */
export type SectionSource = {
  sections?: Partial<ResumeSections> | undefined;
  custom_sections?: readonly { id: string; heading: string }[] | undefined;
};

export type LaidOutSection = {
  key: SectionKey;
  /** What prints above it: the person's heading, else the product's (or "Additional information"). */
  heading: string;
  /** The custom section's id; absent for a built-in section. */
  customId?: string;
  hidden: boolean;
};

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The heading a built-in section prints under: the person's own when they wrote one. */
export function sectionHeading(source: SectionSource, key: BuiltInSection): string {
  return clean(source.sections?.headings?.[key]) || SECTION_TITLES[key];
}

export function isSectionHidden(source: SectionSource, key: SectionKey): boolean {
  return source.sections?.hidden?.includes(key) ?? false;
}

/**
 * Every section of the resume, hidden ones included (the builder lists them to show again), in
 * print order: the person's order first, then whatever it does not name (new custom sections,
 * or every section when the person never reordered) in the template's order, custom sections in
 * its custom slot (last without one). Keys that name nothing (a deleted custom section) and
 * repeats are skipped.
 */
export function arrangedSections(
  source: SectionSource,
  templateOrder: readonly TemplateSlot[] = BUILT_IN_SECTIONS,
): LaidOutSection[] {
  const custom = new Map((source.custom_sections ?? []).map((section) => [section.id, section]));
  const customKeys = [...custom.keys()].map(customSectionKey);
  const fallback: string[] = [
    ...templateOrder.flatMap((slot) => (slot === CUSTOM_SECTIONS_SLOT ? customKeys : [slot])),
    ...BUILT_IN_SECTIONS,
    ...customKeys,
  ];
  const seen = new Set<string>();
  const result: LaidOutSection[] = [];
  for (const key of [...(source.sections?.order ?? []), ...fallback]) {
    if (seen.has(key)) continue;
    seen.add(key);
    const item = laidOut(source, key, custom);
    if (item) result.push(item);
  }
  return result;
}

function laidOut(
  source: SectionSource,
  key: string,
  custom: Map<string, { id: string; heading: string }>,
): LaidOutSection | null {
  if (isBuiltInSection(key)) {
    return { key, heading: sectionHeading(source, key), hidden: isSectionHidden(source, key) };
  }
  const id = key.startsWith('custom:') ? key.slice('custom:'.length) : '';
  const section = custom.get(id);
  if (!section) return null;
  const customKey = customSectionKey(id);
  return {
    key: customKey,
    heading: clean(section.heading) || UNTITLED_SECTION_HEADING,
    customId: id,
    hidden: isSectionHidden(source, customKey),
  };
}

/**
 * The sections to print, in order, with their headings: what every template and format follows.
 * `templateOrder` is the template's own order, used for what the person did not order themselves.
 */
export function sectionLayout(
  source: SectionSource,
  templateOrder: readonly TemplateSlot[] = BUILT_IN_SECTIONS,
): LaidOutSection[] {
  return arrangedSections(source, templateOrder).filter((section) => !section.hidden);
}

/** The choices after moving one section by `offset` places (−1 up, +1 down) in the arranged list. */
export function movedSection(
  source: SectionSource,
  key: SectionKey,
  offset: number,
  templateOrder: readonly TemplateSlot[] = BUILT_IN_SECTIONS,
): ResumeSections {
  const keys = arrangedSections(source, templateOrder).map((section) => section.key);
  const from = keys.indexOf(key);
  const to = Math.min(Math.max(from + offset, 0), keys.length - 1);
  if (from >= 0 && to !== from) keys.splice(to, 0, ...keys.splice(from, 1));
  return { ...emptyChoices(source), order: keys };
}

/** The choices with one section shown or hidden. */
export function withSectionHidden(source: SectionSource, key: SectionKey, hidden: boolean): ResumeSections {
  const choices = emptyChoices(source);
  const others = choices.hidden.filter((k) => k !== key);
  return { ...choices, hidden: hidden ? [...others, key] : others };
}

/** The choices with a built-in section's heading; '' (or the product's own) goes back to the default. */
export function withSectionHeading(
  source: SectionSource,
  key: BuiltInSection,
  heading: string,
): ResumeSections {
  const choices = emptyChoices(source);
  const { [key]: _previous, ...headings } = choices.headings;
  return { ...choices, headings: heading.trim() ? { ...headings, [key]: heading } : headings };
}

function emptyChoices(source: SectionSource): ResumeSections {
  return {
    order: [...(source.sections?.order ?? [])],
    headings: { ...(source.sections?.headings ?? {}) },
    hidden: [...(source.sections?.hidden ?? [])],
  };
}
