import {
  type CreateResumeRequest,
  DEFAULT_TEMPLATE,
  emptyResumeData,
  findTemplate,
  LIMITS,
  MESSAGES,
  type Resume,
  type ResumeData,
  type UpdateResumeRequest,
} from '@resume/core';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../lib/http-error';
import { insertEvents } from '../analytics/repo';
import { isPremium } from '../users/presenter';
import { readUserAlone, type UserReader, type UserRow } from '../users/repo';
import { keepVersion } from '../versions/snapshots';
import { presentResume, resumeAsStored } from './presenter';
import {
  countResumes,
  deleteOwnedResume,
  findOwnedResume,
  findUserWithOwnedResume,
  insertResumeWithinLimit,
  listResumes,
  type ResumeRow,
  type StoredResume,
  updateResumeAtVersion,
  updateResumeLocked,
} from './repo';

type Deps = Pick<AppDeps, 'db'>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DEFAULT_RESUME_NAME = 'My resume';

export function resumeNotFound() {
  return notFound(MESSAGES.resumeNotFound);
}

function assertKnownTemplate(template: string | undefined) {
  if (template !== undefined && !findTemplate(template)) {
    throw new HttpError(422, [
      { msg: `Unknown template "${template}"`, loc: ['body', 'template'], type: 'enum' },
    ]);
  }
}

/** The caller's resumes, newest first (the list's columns only, not the resume data). */
export function listOwnedResumes(deps: Deps, user: UserRow) {
  return listResumes(deps.db, user.id);
}

/** The caller's resume or 404 — never 403, so nobody learns that someone else's id exists. */
export async function getOwnedResume(deps: Deps, user: UserRow, id: string): Promise<ResumeRow> {
  const row = UUID.test(id) ? await findOwnedResume(deps.db, user.id, id) : undefined;
  if (!row) throw resumeNotFound();
  return row;
}

/**
 * A GET's one round trip: the bearer's user read together with their resume `id` (null when it is
 * not theirs, missing, or no resume id at all), for `requireUserWith`.
 */
export function userWithOwnedResume(id: string): UserReader<StoredResume | null> {
  return async (db, userId) => {
    if (!UUID.test(id)) return readUserAlone(db, userId);
    const row = await findUserWithOwnedResume(db, userId, id);
    return row && { user: row.user, found: row.resume };
  };
}

/** The resume the reader found, presented, or 404 (never 403, as getOwnedResume). */
export function presentFoundResume(found: StoredResume | null): Resume {
  if (!found) throw resumeNotFound();
  return resumeAsStored(found);
}

export type NewResumeInput = CreateResumeRequest & {
  source?: Resume['source'];
  originalText?: string | null;
};

/** How many resumes the user may keep: null for Pro (no limit). */
export const resumeLimitFor = (user: UserRow) => (isPremium(user) ? null : LIMITS.freeResumeLimit);

function resumeLimitReached() {
  return new HttpError(403, {
    msg: `Free accounts can keep up to ${LIMITS.freeResumeLimit} resumes. Upgrade to Pro for unlimited resumes.`,
    code: 'resume_limit',
  });
}

/**
 * Refuses early when the user is already at the limit, before costly work such as reading an
 * upload. createResume checks again, atomically: this is only a courtesy, not the guard.
 */
export async function assertRoomForResume(deps: Deps, user: UserRow): Promise<void> {
  const limit = resumeLimitFor(user);
  if (limit !== null && (await countResumes(deps.db, user.id)) >= limit) throw resumeLimitReached();
}

/** Creates a resume within the free tier's limit (Pro: unlimited) and records resume_create. */
export async function createResume(
  deps: Deps,
  user: UserRow,
  input: NewResumeInput,
  alongside?: Parameters<typeof insertResumeWithinLimit>[3],
): Promise<Resume> {
  assertKnownTemplate(input.template);
  const source = input.source ?? 'scratch';
  const limit = resumeLimitFor(user);
  const row = await insertResumeWithinLimit(
    deps.db,
    {
      userId: user.id,
      name: input.name ?? DEFAULT_RESUME_NAME,
      template: input.template ?? DEFAULT_TEMPLATE,
      data: input.data ?? emptyResumeData(),
      source,
      originalText: input.originalText ?? null,
    },
    limit,
    alongside,
  );
  if (!row) throw resumeLimitReached();
  await insertEvents(deps.db, user.id, [
    { name: 'resume_create', props: { source }, ts: new Date().toISOString() },
  ]);
  return resumeAsStored(row);
}

/** 409 body: the write named a stale version. */
export function staleResume(currentVersion: number) {
  return new HttpError(409, {
    msg: 'This resume was changed elsewhere. Your changes were not saved; reload the latest version and try again.',
    current_version: currentVersion,
  });
}

/**
 * Applies a write that names the version it read; a stale version is a 409 with the current one.
 * The write comes first, on the condition that the template stays as it is (nearly every save).
 * Only when it matched nothing is the resume read, with its row locked: to tell 404 from 409, and
 * to keep the resume as it was before a template change, in the transaction of the change.
 */
export async function updateResume(
  deps: Deps,
  user: UserRow,
  id: string,
  request: UpdateResumeRequest,
): Promise<Resume> {
  assertKnownTemplate(request.template);
  const changes: { name?: string; template?: string; data?: ResumeData } = {};
  if (request.name !== undefined) changes.name = request.name;
  if (request.template !== undefined) changes.template = request.template;
  if (request.data !== undefined) changes.data = request.data;
  if (!UUID.test(id)) throw resumeNotFound();
  const row = await updateResumeAtVersion(deps.db, user.id, id, request.version, changes, request.template);
  if (row) return resumeAsStored(row);
  const locked = await updateResumeLocked(deps.db, user.id, id, request.version, async (tx, current) => {
    if (changes.template !== undefined && changes.template !== current.template)
      await keepVersion(tx, user, current, 'template');
    return changes;
  });
  if (!locked) throw resumeNotFound();
  if ('currentVersion' in locked) throw staleResume(locked.currentVersion);
  return resumeAsStored(locked.row);
}

export async function deleteResume(deps: Deps, user: UserRow, id: string): Promise<void> {
  await getOwnedResume(deps, user, id);
  await deleteOwnedResume(deps.db, user.id, id);
}

export async function duplicateResume(deps: Deps, user: UserRow, id: string): Promise<Resume> {
  const original = await getOwnedResume(deps, user, id);
  return createResume(deps, user, {
    name: `${original.name} (copy)`.slice(0, 120),
    template: original.template,
    data: presentResume(original).data,
    source: 'duplicate',
    originalText: original.originalText,
  });
}
