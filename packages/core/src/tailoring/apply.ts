import type { ResumeData } from '../schemas/resume';
import type { TailorChange } from './schema';

/**
 * An accepted change applied to the resume as it is now, which may have been edited since the
 * change was proposed: orders are applied to what is still there (items added since keep their
 * place after the ordered ones), and a skill already listed is not added twice.
 */

const key = (text: string) => text.trim().toLowerCase();

/** `items` in the order `order` names them; items it does not name follow in their own order. */
function reorder<T>(items: readonly T[], order: readonly string[], text: (item: T) => string): T[] {
  const rank = new Map(order.map((value, i) => [key(value), i]));
  const at = (item: T) => rank.get(key(text(item))) ?? order.length;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => at(a.item) - at(b.item) || a.index - b.index)
    .map((s) => s.item);
}

/** The entry the change was proposed for: at its index if still the same job, else found by title and company. */
function entryIndex(data: ResumeData, change: Extract<TailorChange, { kind: 'achievements_order' }>): number {
  const same = (i: number) =>
    key(data.experience[i]?.job_title ?? '') === key(change.job_title) &&
    key(data.experience[i]?.company ?? '') === key(change.company);
  if (same(change.entry)) return change.entry;
  return data.experience.findIndex((_, i) => same(i));
}

export function applyTailorChange(data: ResumeData, change: TailorChange): ResumeData {
  switch (change.kind) {
    case 'summary':
      return { ...data, summary: change.after };
    case 'skills_order':
      return { ...data, skills: reorder(data.skills, change.after, (s) => s.name) };
    case 'achievements_order': {
      const index = entryIndex(data, change);
      if (index < 0) return data;
      const experience = data.experience.map((role, i) =>
        i === index ? { ...role, achievements: reorder(role.achievements, change.after, (a) => a) } : role,
      );
      return { ...data, experience };
    }
    case 'add_skill':
      if (data.skills.some((s) => key(s.name) === key(change.skill))) return data;
      return { ...data, skills: [...data.skills, { name: change.skill, level: null }] };
  }
}
