import { LIMITS, type VersionCause } from '@resume/core';
import type { ResumeRow, Tx } from '../resumes/repo';
import { isPremium } from '../users/presenter';
import type { UserRow } from '../users/repo';
import { insertVersion, type ListedVersion } from './repo';

/** How many versions of each resume the user keeps: null for Pro (all of them). */
export const versionsKeptFor = (user: UserRow) => (isPremium(user) ? null : LIMITS.freeVersionsKept);

/**
 * Keeps the resume's template and data as they are in `resume` under `cause`, inside the caller's
 * transaction (with the resume's row locked or just inserted), so the version is written with the
 * change it belongs to or not at all.
 */
export function keepVersion(
  tx: Tx,
  user: UserRow,
  resume: Pick<ResumeRow, 'id' | 'template' | 'data'>,
  cause: VersionCause,
  details: { name?: string | null; restoredFrom?: Date | null } = {},
): Promise<ListedVersion> {
  return insertVersion(
    tx,
    { resumeId: resume.id, cause, template: resume.template, data: resume.data, ...details },
    versionsKeptFor(user),
  );
}
