import { ClassicTemplate, classicDesign } from './classic';
import { CompactTemplate, compactDesign } from './compact';
import { ElegantTemplate, elegantDesign } from './elegant';
import { ExecutiveTemplate, executiveDesign } from './executive';
import { ModernTemplate, modernDesign } from './modern';
import { SidebarTemplate, sidebarDesign } from './sidebar';
import type { Template, TemplateDesign } from './template';

/** One layout per id of the TEMPLATES catalogue in @resume/core (test/catalogue.test.ts holds them equal). */
const TEMPLATE_LAYOUTS: Readonly<Record<string, Template>> = {
  classic: ClassicTemplate,
  modern: ModernTemplate,
  executive: ExecutiveTemplate,
  sidebar: SidebarTemplate,
  compact: CompactTemplate,
  elegant: ElegantTemplate,
};

const TEMPLATE_DESIGNS: Readonly<Record<string, TemplateDesign>> = {
  classic: classicDesign,
  modern: modernDesign,
  executive: executiveDesign,
  sidebar: sidebarDesign,
  compact: compactDesign,
  elegant: elegantDesign,
};

export const TEMPLATE_IDS: readonly string[] = Object.keys(TEMPLATE_LAYOUTS);

const unknownTemplate = (id: string) =>
  new Error(`Unknown resume template "${id}". Known templates: ${TEMPLATE_IDS.join(', ')}`);

export function templateLayout(id: string): Template {
  const layout = Object.hasOwn(TEMPLATE_LAYOUTS, id) ? TEMPLATE_LAYOUTS[id] : undefined;
  if (!layout) throw unknownTemplate(id);
  return layout;
}

export function templateDesign(id: string): TemplateDesign {
  const design = Object.hasOwn(TEMPLATE_DESIGNS, id) ? TEMPLATE_DESIGNS[id] : undefined;
  if (!design) throw unknownTemplate(id);
  return design;
}
