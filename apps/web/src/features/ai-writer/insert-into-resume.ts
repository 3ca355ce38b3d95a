import type { Experience, ResumeData, WriterKind } from '@resume/core';

/** Which AI Writer answers can go straight into a resume, and where. */
export const INSERTABLE_KINDS = ['summary', 'achievements'] as const satisfies readonly WriterKind[];
export type InsertableKind = (typeof INSERTABLE_KINDS)[number];

export const isInsertable = (kind: WriterKind): kind is InsertableKind =>
  (INSERTABLE_KINDS as readonly WriterKind[]).includes(kind);

/**
 * The role a new achievement belongs to: the current one, else the one that started last (the
 * first listed on a tie); -1 without any.
 */
export function latestRoleIndex(experience: readonly Experience[]): number {
  let best = -1;
  for (const [i, job] of experience.entries()) {
    const top = experience[best];
    if (!top) {
      best = i;
      continue;
    }
    if (job.is_current !== top.is_current) {
      if (job.is_current) best = i;
      continue;
    }
    if ((job.start_date ?? '') > (top.start_date ?? '')) best = i;
  }
  return best;
}

/** The achievements in an answer: one per line, bullets and numbering dropped. */
export function achievementsIn(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-–—•*]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
}

/** The resume with the answer inserted: as the summary, or appended to the latest role. */
export function insertAnswer(data: ResumeData, kind: InsertableKind, text: string): ResumeData {
  if (kind === 'summary') return { ...data, summary: text.trim() };
  const index = latestRoleIndex(data.experience);
  if (index === -1) throw new Error('There is no role to add achievements to');
  return {
    ...data,
    experience: data.experience.map((job, i) =>
      i === index
        ? { ...job, achievements: [...job.achievements.filter((a) => a.trim()), ...achievementsIn(text)] }
        : job,
    ),
  };
}
