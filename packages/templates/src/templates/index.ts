import type { ResumeDesign } from '@resume/core';
import { designedTheme } from '../design/designed-theme';
import { academicLook } from './academic';
import { classicLook } from './classic';
import { compactLook } from './compact';
import { creativeLook } from './creative';
import { elegantLook } from './elegant';
import { executiveLook } from './executive';
import { minimalLook } from './minimal';
import { modernLook } from './modern';
import { portraitLook } from './portrait';
import { sidebarLook } from './sidebar';
import type { Template, TemplateDesign, TemplateLook } from './template';

/** One template per id of the TEMPLATES catalogue in @resume/core (test/catalogue.test.ts holds them equal). */
const TEMPLATE_LOOKS: Readonly<Record<string, TemplateLook>> = {
  classic: classicLook,
  modern: modernLook,
  executive: executiveLook,
  sidebar: sidebarLook,
  compact: compactLook,
  elegant: elegantLook,
  minimal: minimalLook,
  portrait: portraitLook,
  creative: creativeLook,
  academic: academicLook,
};

export const TEMPLATE_IDS: readonly string[] = Object.keys(TEMPLATE_LOOKS);

function templateLook(id: string): TemplateLook {
  const look = Object.hasOwn(TEMPLATE_LOOKS, id) ? TEMPLATE_LOOKS[id] : undefined;
  if (!look) throw new Error(`Unknown resume template "${id}". Known templates: ${TEMPLATE_IDS.join(', ')}`);
  return look;
}

/** Whether a template prints the person's photo (the gallery and the builder say which do). */
export function templateHasPhoto(id: string): boolean {
  return templateLook(id).photo === true;
}

export function templateLayout(id: string): Template {
  return templateLook(id).layout;
}

/** A template in the person's design (none: the template's own look), for its PDF, Word file and letters. */
export function templateDesign(id: string, design?: ResumeDesign): TemplateDesign {
  const { recipe, sections, centered, photo } = templateLook(id);
  return { theme: designedTheme(recipe, design), sections, centered, photo };
}
