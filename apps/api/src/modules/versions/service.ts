import type {
  CreateResumeVersionRequest,
  RestoreResumeVersionRequest,
  Resume,
  ResumeVersion,
  ResumeVersionDetail,
} from '@resume/core';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-error';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { resumeAsStored } from '../resumes/presenter';
import { lockOwnedResume, updateResumeLocked } from '../resumes/repo';
import { getOwnedResume, resumeNotFound, staleResume, UUID } from '../resumes/service';
import type { UserRow } from '../users/repo';
import { presentVersion, presentVersionDetail } from './presenter';
import { findVersion, listVersions, type VersionRow } from './repo';
import { keepVersion } from './snapshots';

type Deps = Pick<AppDeps, 'db' | 'limiter'>;

export const VERSION_NOT_FOUND = 'Version not found';

/**
 * Snapshots a person may ask for per minute. Saving one is a click, and the web app asks for one
 * after each accepted AI change (itself limited): this leaves room for both and stops a script
 * from filling a Pro user's unlimited history.
 */
export const SNAPSHOTS_PER_MINUTE = 30;
const TOO_MANY = 'Too many versions saved in a minute. Please wait a moment and try again.';

export async function listResumeVersions(
  deps: Deps,
  user: UserRow,
  resumeId: string,
): Promise<ResumeVersion[]> {
  await getOwnedResume(deps, user, resumeId);
  return (await listVersions(deps.db, resumeId)).map(presentVersion);
}

async function ownedVersion(deps: Deps, user: UserRow, resumeId: string, versionId: string) {
  await getOwnedResume(deps, user, resumeId);
  const row = UUID.test(versionId) ? await findVersion(deps.db, resumeId, versionId) : undefined;
  if (!row) throw notFound(VERSION_NOT_FOUND);
  return row;
}

export async function getResumeVersion(
  deps: Deps,
  user: UserRow,
  resumeId: string,
  versionId: string,
): Promise<ResumeVersionDetail> {
  return presentVersionDetail(await ownedVersion(deps, user, resumeId, versionId));
}

/** Keeps the resume as it is stored now: a named version, or the mark of an accepted AI change. */
export async function saveResumeVersion(
  deps: Deps,
  user: UserRow,
  resumeId: string,
  request: CreateResumeVersionRequest,
): Promise<ResumeVersion> {
  await getOwnedResume(deps, user, resumeId);
  await enforceRateLimit(
    deps.limiter,
    `versions:${user.id}`,
    { limit: SNAPSHOTS_PER_MINUTE, windowMs: 60_000 },
    TOO_MANY,
  );
  const cause = request.cause ?? 'manual';
  const kept = await deps.db.transaction(async (tx) => {
    // Locked, so the version is the resume as one write left it, and pruning counts every version.
    const resume = await lockOwnedResume(tx, user.id, resumeId);
    if (!resume) return undefined;
    return keepVersion(tx, user, resume, cause, { name: cause === 'manual' ? request.name : null });
  });
  if (!kept) throw resumeNotFound();
  return presentVersion(kept);
}

/**
 * Writes a kept version's template and data back into the resume at the version the client read
 * (409 when stale), keeping the resume as it was first, so a restore never loses anything.
 */
export async function restoreResumeVersion(
  deps: Deps,
  user: UserRow,
  resumeId: string,
  versionId: string,
  request: RestoreResumeVersionRequest,
): Promise<Resume> {
  const version: VersionRow = await ownedVersion(deps, user, resumeId, versionId);
  const result = await updateResumeLocked(
    deps.db,
    user.id,
    resumeId,
    request.version,
    async (tx, current) => {
      await keepVersion(tx, user, current, 'restore', { restoredFrom: version.createdAt });
      return { template: version.template, data: version.data };
    },
  );
  if (!result) throw resumeNotFound();
  if ('currentVersion' in result) throw staleResume(result.currentVersion);
  return resumeAsStored(result.row);
}
