import { ClassicTemplate } from './classic';
import { CompactTemplate } from './compact';
import { ElegantTemplate } from './elegant';
import { ExecutiveTemplate } from './executive';
import { ModernTemplate } from './modern';
import { SidebarTemplate } from './sidebar';
import type { Template } from './template';

/** One layout per id of the TEMPLATES catalogue in @resume/core (test/catalogue.test.ts holds them equal). */
const TEMPLATE_LAYOUTS: Readonly<Record<string, Template>> = {
  classic: ClassicTemplate,
  modern: ModernTemplate,
  executive: ExecutiveTemplate,
  sidebar: SidebarTemplate,
  compact: CompactTemplate,
  elegant: ElegantTemplate,
};

export const TEMPLATE_IDS: readonly string[] = Object.keys(TEMPLATE_LAYOUTS);

export function templateLayout(id: string): Template {
  const layout = Object.hasOwn(TEMPLATE_LAYOUTS, id) ? TEMPLATE_LAYOUTS[id] : undefined;
  if (!layout)
    throw new Error(`Unknown resume template "${id}". Known templates: ${TEMPLATE_IDS.join(', ')}`);
  return layout;
}
