import { DEFAULT_TEMPLATE } from '../product';
import { BUILT_IN_SECTIONS, CUSTOM_SECTIONS_SLOT, type TemplateSlot } from './section-layout';

/**
 * Each template's own section order: what it prints until the person moves a section
 * (section-layout.ts). One list per template id of TEMPLATES (product.ts), read by the templates
 * (PDF and Word) and by the builder, whose Sections panel and steps show the order the chosen
 * template will print. A two-column template's order is its reading order: the main column, then
 * the side one.
 */

/** The order a resume reads best in when nothing argues for another, the person's own sections last. */
const STANDARD: readonly TemplateSlot[] = [...BUILT_IN_SECTIONS, CUSTOM_SECTIONS_SLOT];

/** Skills up front, where a quick reader sees them before the positions. */
const SKILLS_FIRST: readonly TemplateSlot[] = [
  'summary',
  'skills',
  'experience',
  'education',
  'projects',
  'certifications',
  'languages',
  'links',
  CUSTOM_SECTIONS_SLOT,
];

export const TEMPLATE_SECTION_ORDERS: Readonly<Record<string, readonly TemplateSlot[]>> = {
  classic: STANDARD,
  elegant: STANDARD,
  minimal: STANDARD,
  modern: SKILLS_FIRST,
  compact: SKILLS_FIRST,
  // Two columns, read like the sidebar's: main, then the side's skills, languages, certifications, links.
  creative: [
    'summary',
    'experience',
    'projects',
    'education',
    CUSTOM_SECTIONS_SLOT,
    'skills',
    'languages',
    'certifications',
    'links',
  ],
  executive: [
    'summary',
    'experience',
    'education',
    'skills',
    'certifications',
    'projects',
    'languages',
    'links',
    CUSTOM_SECTIONS_SLOT,
  ],
  portrait: [
    'summary',
    'experience',
    'education',
    'skills',
    'projects',
    'certifications',
    'languages',
    'links',
    CUSTOM_SECTIONS_SLOT,
  ],
  // Main column (custom sections too), then the side column's skills, languages, certifications, links.
  sidebar: [
    'summary',
    'experience',
    'education',
    'projects',
    CUSTOM_SECTIONS_SLOT,
    'skills',
    'languages',
    'certifications',
    'links',
  ],
  // A CV's own sections (publications, grants, talks) right after education and experience.
  academic: [
    'summary',
    'education',
    'experience',
    CUSTOM_SECTIONS_SLOT,
    'projects',
    'certifications',
    'skills',
    'languages',
    'links',
  ],
};

/** The template's own order; an unknown id (a template since withdrawn) reads as the default template's. */
export function templateSectionOrder(templateId: string): readonly TemplateSlot[] {
  return Object.hasOwn(TEMPLATE_SECTION_ORDERS, templateId)
    ? (TEMPLATE_SECTION_ORDERS[templateId] as readonly TemplateSlot[])
    : (TEMPLATE_SECTION_ORDERS[DEFAULT_TEMPLATE] as readonly TemplateSlot[]);
}
