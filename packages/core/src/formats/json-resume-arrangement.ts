import { CUSTOM_SECTION_ID, resumeSectionsSchema } from '../rules/section-layout';
import { type ResumeData, storedResumeDataSchema } from '../schemas/resume';

/**
 * What JSON Resume has no place for, the person's arrangement of their sections (`data.sections`)
 * and their own sections (`data.custom_sections`), travels in the file's `meta` (the schema's
 * place for tools' own settings, open to any property) under `meta.resumecraft`, so our export
 * imports back with them. Other JSON Resume tools ignore it.
 */
export const JSON_RESUME_META_KEY = 'resumecraft';

export type SectionArrangement = Pick<ResumeData, 'sections' | 'custom_sections'>;

/** The `meta` to write: nothing for a resume arranged the template's way with no sections of its own. */
export function arrangementMeta(data: ResumeData): Record<string, SectionArrangement> | undefined {
  const arrangement: SectionArrangement = {};
  if (data.sections) arrangement.sections = data.sections;
  if (data.custom_sections?.length) arrangement.custom_sections = data.custom_sections;
  return Object.keys(arrangement).length ? { [JSON_RESUME_META_KEY]: arrangement } : undefined;
}

const storedArrangement = storedResumeDataSchema.pick({ sections: true, custom_sections: true });

/**
 * The arrangement a file's `meta` carries, read as leniently as a stored resume: choices that do
 * not hold (an unknown section name) read as none, and of sections of one's own only those with a
 * usable id, each once; the caller fits their text to the resume limits, as for any import.
 */
export function arrangementOf(meta: unknown): SectionArrangement {
  const carried =
    meta && typeof meta === 'object' ? (meta as Record<string, unknown>)[JSON_RESUME_META_KEY] : undefined;
  const read = storedArrangement.safeParse(carried ?? {});
  if (!read.success) return {};
  const arrangement: SectionArrangement = {};
  const sections = resumeSectionsSchema.safeParse(read.data.sections);
  if (read.data.sections && sections.success && sections.data) arrangement.sections = sections.data;
  const ids = new Set<string>();
  const custom = (read.data.custom_sections ?? []).filter((section) => {
    const usable = CUSTOM_SECTION_ID.test(section.id) && !ids.has(section.id);
    ids.add(section.id);
    return usable;
  });
  if (custom.length) arrangement.custom_sections = custom;
  return arrangement;
}
