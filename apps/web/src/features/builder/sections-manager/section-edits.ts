import {
  type BuiltInSection,
  type CustomEntry,
  type CustomSection,
  customSectionKey,
  emptyCustomEntry,
  movedSection,
  type ResumeData,
  type SectionKey,
  type TemplateSlot,
  withSectionHeading,
  withSectionHidden,
} from '@resume/core';

/**
 * The Sections control's edits of a resume: each returns the resume with one choice changed. The
 * choices themselves (order, headings, hidden) are core's rule (rules/section-layout.ts).
 */

/** Moved from where the control shows it: the template's order (`templateOrder`) until the person's own. */
export const moveSection = (
  data: ResumeData,
  key: SectionKey,
  offset: number,
  templateOrder: readonly TemplateSlot[],
): ResumeData => ({
  ...data,
  sections: movedSection(data, key, offset, templateOrder),
});

export const hideSection = (data: ResumeData, key: SectionKey, hidden: boolean): ResumeData => ({
  ...data,
  sections: withSectionHidden(data, key, hidden),
});

export const renameSection = (data: ResumeData, key: BuiltInSection, heading: string): ResumeData => ({
  ...data,
  sections: withSectionHeading(data, key, heading),
});

/** A new section of the person's own, with one empty entry to fill in, placed last. */
export function addCustomSection(data: ResumeData, id: string): ResumeData {
  const section: CustomSection = { id, heading: '', entries: [emptyCustomEntry()] };
  const withSection = { ...data, custom_sections: [...(data.custom_sections ?? []), section] };
  // Appended to an order the person set, so it is not left out of it; without one it comes last anyway.
  const order = data.sections?.order ?? [];
  return order.length
    ? { ...withSection, sections: { ...withSection.sections!, order: [...order, customSectionKey(id)] } }
    : withSection;
}

/** Without the section, nor its place in the order or the hidden list. */
export function removeCustomSection(data: ResumeData, id: string): ResumeData {
  const key = customSectionKey(id);
  const sections = data.sections && {
    ...data.sections,
    order: data.sections.order.filter((k) => k !== key),
    hidden: data.sections.hidden.filter((k) => k !== key),
  };
  return { ...data, sections, custom_sections: (data.custom_sections ?? []).filter((s) => s.id !== id) };
}

export function updateCustomSection(
  data: ResumeData,
  id: string,
  change: (section: CustomSection) => CustomSection,
): ResumeData {
  return {
    ...data,
    custom_sections: (data.custom_sections ?? []).map((s) => (s.id === id ? change(s) : s)),
  };
}

export const withEntry = (section: CustomSection, index: number, entry: CustomEntry): CustomSection => ({
  ...section,
  entries: section.entries.map((e, i) => (i === index ? entry : e)),
});

/** A fresh id for a custom section, unique among the resume's. */
export function newSectionId(data: ResumeData): string {
  const taken = new Set((data.custom_sections ?? []).map((s) => s.id));
  for (;;) {
    const id = crypto.randomUUID().slice(0, 8);
    if (!taken.has(id)) return id;
  }
}
