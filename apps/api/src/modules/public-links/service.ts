import {
  lastDays,
  PUBLIC_LINK_LIMIT_CODE,
  PUBLIC_LINK_LIMITS,
  type PublicLink,
  type PublicLinkState,
  type PublicLinkStats,
  publicLinkLimitFor,
  publicLinkLimitMessage,
  publicLinkPath,
  REGISTRATION_REQUIRED_CODE,
  type UpdatePublicLinkRequest,
} from '@resume/core';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/password-hash';
import { getOwnedResume } from '../resumes/service';
import { isPremium } from '../users/presenter';
import type { UserRow } from '../users/repo';
import {
  countLiveLinks,
  findLiveLink,
  insertLinkWithinLimit,
  type PublicLinkRow,
  readDays,
  updateLiveLink,
} from './repo';
import { newSlug } from './slug';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const NOT_SHARED = 'This resume has no public link. Turn it on first.';

function presentLink(deps: Deps, row: PublicLinkRow): PublicLink {
  return {
    url: `${deps.config.publicUrl.replace(/\/+$/, '')}${publicLinkPath(row.slug)}`,
    slug: row.slug,
    has_password: row.passwordHash !== null,
    noindex: row.noindex,
    created_at: row.createdAt.toISOString(),
    rotated_at: row.rotatedAt?.toISOString() ?? null,
  };
}

/** A guest's resumes are deleted after a month of inactivity: a link to them would die with them. */
function assertRegistered(user: UserRow) {
  if (user.email === null) {
    throw new HttpError(403, {
      msg: 'Create an account to share your resume by link.',
      code: REGISTRATION_REQUIRED_CODE,
    });
  }
}

async function state(deps: Deps, user: UserRow, row: PublicLinkRow | undefined): Promise<PublicLinkState> {
  return {
    link: row ? presentLink(deps, row) : null,
    used: await countLiveLinks(deps.db, user.id),
    limit: publicLinkLimitFor(isPremium(user)),
  };
}

/** GET /resumes/{id}/public-link: the live link (null when off) and the plan's room for links. */
export async function getPublicLink(deps: Deps, user: UserRow, resumeId: string): Promise<PublicLinkState> {
  const resume = await getOwnedResume(deps, user, resumeId);
  return state(deps, user, await findLiveLink(deps.db, resume.id));
}

/**
 * PUT /resumes/{id}/public-link: turns the link on (a new address, hidden from search engines
 * unless asked otherwise) within the plan's limit, and applies the settings given.
 */
export async function putPublicLink(
  deps: Deps,
  user: UserRow,
  resumeId: string,
  request: UpdatePublicLinkRequest,
): Promise<PublicLinkState> {
  const resume = await getOwnedResume(deps, user, resumeId);
  assertRegistered(user);
  const passwordHash =
    request.password === undefined ? undefined : request.password && (await hashPassword(request.password));
  let row = await findLiveLink(deps.db, resume.id);
  if (!row) {
    row = await insertLinkWithinLimit(
      deps.db,
      user.id,
      {
        resumeId: resume.id,
        slug: newSlug(),
        passwordHash: passwordHash ?? null,
        noindex: request.noindex ?? true,
      },
      publicLinkLimitFor(isPremium(user)),
    );
    if (!row) throw new HttpError(403, { msg: publicLinkLimitMessage(), code: PUBLIC_LINK_LIMIT_CODE });
  }
  const changes = {
    ...(passwordHash !== undefined && passwordHash !== row.passwordHash ? { passwordHash } : {}),
    ...(request.noindex !== undefined && request.noindex !== row.noindex ? { noindex: request.noindex } : {}),
  };
  if (Object.keys(changes).length > 0) row = (await updateLiveLink(deps.db, resume.id, changes)) ?? row;
  return state(deps, user, row);
}

/** DELETE /resumes/{id}/public-link: the address stops working at once (404), for good. */
export async function revokePublicLink(deps: Deps, user: UserRow, resumeId: string): Promise<void> {
  const resume = await getOwnedResume(deps, user, resumeId);
  const row = await updateLiveLink(deps.db, resume.id, { revokedAt: new Date() });
  if (!row) throw notFound(NOT_SHARED);
}

/** POST /resumes/{id}/public-link/rotate: a new address; the old one is a 404 from now on. */
export async function rotatePublicLink(
  deps: Deps,
  user: UserRow,
  resumeId: string,
): Promise<PublicLinkState> {
  const resume = await getOwnedResume(deps, user, resumeId);
  const row = await updateLiveLink(deps.db, resume.id, { slug: newSlug(), rotatedAt: new Date() });
  if (!row) throw notFound(NOT_SHARED);
  return state(deps, user, row);
}

/** GET /resumes/{id}/public-link/stats: views and downloads of each of the last 30 days (UTC). */
export async function publicLinkStats(
  deps: Deps,
  user: UserRow,
  resumeId: string,
  now = new Date(),
): Promise<PublicLinkStats> {
  const resume = await getOwnedResume(deps, user, resumeId);
  const days = lastDays(now, PUBLIC_LINK_LIMITS.statsDays);
  const counted = new Map((await readDays(deps.db, resume.id, days[0]!)).map((row) => [row.day, row]));
  const list = days.map((date) => ({
    date,
    views: counted.get(date)?.views ?? 0,
    downloads: counted.get(date)?.downloads ?? 0,
  }));
  return {
    days: list,
    total_views: list.reduce((sum, day) => sum + day.views, 0),
    total_downloads: list.reduce((sum, day) => sum + day.downloads, 0),
  };
}
