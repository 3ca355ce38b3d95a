import {
  APPLICATION_LIMIT_CODE,
  APPLICATION_LIMITS,
  type Application,
  type ApplicationList,
  type ApplicationSnapshot,
  type ApplicationStage,
  applicationLimitFor,
  applicationLimitMessage,
  type createApplicationRequestSchema,
  REGISTRATION_REQUIRED_CODE,
  SENT_STAGES,
  type StageDates,
  type UpdateApplicationRequest,
  utcDay,
} from '@resume/core';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../lib/http-error';
import { letterContent } from '../cover-letters/presenter';
import { getOwnedCoverLetter } from '../cover-letters/service';
import { presentResume } from '../resumes/presenter';
import { getOwnedResume, UUID } from '../resumes/service';
import { findOwnedTailoring } from '../tailoring/repo';
import { NOT_TAILORED } from '../tailoring/service';
import { isPremium } from '../users/presenter';
import type { UserRow } from '../users/repo';
import { columnsOf, type EditableFields } from './fields';
import { applicationFunnel } from './funnel';
import { presentApplication } from './presenter';
import {
  type ApplicationRow,
  deleteApplication,
  findApplicationForResume,
  findOwnedApplication,
  insertApplicationsWithinLimit,
  listApplications,
  type NewApplication,
  updateApplication,
  withStageDay,
} from './repo';

type Deps = Pick<AppDeps, 'db'>;
export type NewApplicationFields = z.output<typeof createApplicationRequestSchema>;

export const APPLICATION_NOT_FOUND = 'Application not found';
export const REMINDER_NEEDS_ACCOUNT = 'Create an account to get follow-up reminders by email.';

/** The day of `now` in UTC, as stage dates and reminders count days. */

export const applicationLimitReached = () =>
  new HttpError(403, { msg: applicationLimitMessage(), code: APPLICATION_LIMIT_CODE });

/** A guest has no e-mail address to remind: refused rather than accepted and never sent. */
export function assertCanBeReminded(user: UserRow, remindOn: string | null | undefined): void {
  if (remindOn && user.email === null) {
    throw new HttpError(403, { msg: REMINDER_NEEDS_ACCOUNT, code: REGISTRATION_REQUIRED_CODE });
  }
}

/** The resume and cover letter named must be the caller's: 404 otherwise, as every ownership failure. */
async function assertOwnedLinks(deps: Deps, user: UserRow, fields: EditableFields): Promise<void> {
  if (fields.resume_id) await getOwnedResume(deps, user, fields.resume_id);
  if (fields.cover_letter_id) await getOwnedCoverLetter(deps, user, fields.cover_letter_id);
}

/** The caller's application or 404 (a malformed id and someone else's alike). */
export async function getOwnedApplication(deps: Deps, user: UserRow, id: string): Promise<ApplicationRow> {
  const row = UUID.test(id) ? await findOwnedApplication(deps.db, user.id, id) : undefined;
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

export async function listOwnedApplications(deps: Deps, user: UserRow): Promise<ApplicationList> {
  const list = (await listApplications(deps.db, user.id)).map(presentApplication);
  return {
    applications: list,
    used: list.length,
    limit: applicationLimitFor(isPremium(user)),
    funnel: applicationFunnel(list),
  };
}

/**
 * Whether entering `stage` freezes what was sent: entering Applied always (sent again), and a first
 * answer to a card that skipped Applied, so the funnel knows which resume got the interview.
 */
const freezesOnEntering = (stage: ApplicationStage, snapshot: unknown) =>
  stage === 'applied' || (SENT_STAGES.includes(stage) && snapshot === null);

/** What was sent, as it is now: the linked resume's title and data, the linked letter's content. */
async function takeSnapshot(
  deps: Deps,
  user: UserRow,
  links: { resumeId: string | null; coverLetterId: string | null },
): Promise<ApplicationSnapshot> {
  const resume = links.resumeId ? await getOwnedResume(deps, user, links.resumeId) : null;
  const letter = links.coverLetterId ? await getOwnedCoverLetter(deps, user, links.coverLetterId) : null;
  return {
    taken_at: new Date().toISOString(),
    resume: resume && { id: resume.id, title: resume.name, data: presentResume(resume).data },
    cover_letter: letter && { id: letter.id, content: letterContent(letter) },
  };
}

/** A new application's row: the stage's day recorded (today unless given), and a snapshot if it starts sent. */
export async function newApplication(
  deps: Deps,
  user: UserRow,
  fields: NewApplicationFields,
  stageDates: StageDates = {},
): Promise<NewApplication> {
  const { stage, ...editable } = fields;
  const snapshot = freezesOnEntering(stage, null)
    ? await takeSnapshot(deps, user, { resumeId: fields.resume_id, coverLetterId: fields.cover_letter_id })
    : null;
  return {
    ...columnsOf(editable),
    // Named again because columnsOf answers a partial row; a new one must have both.
    company: fields.company,
    role: fields.role,
    stage,
    stageDates: { [stage]: utcDay(), ...stageDates },
    snapshot,
  };
}

async function insertOne(deps: Deps, user: UserRow, value: NewApplication): Promise<Application> {
  const [row] = await insertApplicationsWithinLimit(
    deps.db,
    user.id,
    [value],
    applicationLimitFor(isPremium(user)),
  );
  if (!row) throw applicationLimitReached();
  return presentApplication(row);
}

/** POST /applications: by hand, at the end of its stage's column, within the plan's limit. */
export async function createApplication(
  deps: Deps,
  user: UserRow,
  request: NewApplicationFields,
): Promise<Application> {
  assertCanBeReminded(user, request.remind_on);
  await assertOwnedLinks(deps, user, request);
  return insertOne(deps, user, await newApplication(deps, user, request));
}

/**
 * POST /applications/from-tailoring: company, role and posting from the tailored copy's record,
 * Saved. A copy already tracked answers its card (`created: false`) rather than a second one.
 */
export async function createApplicationFromTailoring(
  deps: Deps,
  user: UserRow,
  request: { resume_id: string; cover_letter_id: string | null },
): Promise<{ application: Application; created: boolean }> {
  await getOwnedResume(deps, user, request.resume_id);
  const tailoring = await findOwnedTailoring(deps.db, user.id, request.resume_id);
  if (!tailoring) throw notFound(NOT_TAILORED);
  if (request.cover_letter_id) await getOwnedCoverLetter(deps, user, request.cover_letter_id);
  const tracked = await findApplicationForResume(deps.db, user.id, request.resume_id);
  if (tracked) return { application: presentApplication(tracked), created: false };
  const value = await newApplication(deps, user, {
    company: tailoring.company.slice(0, APPLICATION_LIMITS.companyChars),
    role: tailoring.role.slice(0, APPLICATION_LIMITS.roleChars),
    posting_text: tailoring.jobDescription.slice(0, APPLICATION_LIMITS.postingTextChars),
    posting_url: '',
    place: '',
    salary: null,
    contacts: [],
    notes: '',
    resume_id: request.resume_id,
    cover_letter_id: request.cover_letter_id,
    remind_on: null,
    stage: 'saved',
  });
  return { application: await insertOne(deps, user, value), created: true };
}

/**
 * What a move into `stage` records besides the place: the day, and, when it freezes what was sent,
 * a snapshot of the resume and letter linked after this update.
 */
async function stageChanges(
  deps: Deps,
  user: UserRow,
  current: ApplicationRow,
  request: UpdateApplicationRequest,
) {
  const stage = request.stage;
  if (stage === undefined || stage === current.stage) return {};
  const stageDates = withStageDay(stage, utcDay());
  if (!freezesOnEntering(stage, current.snapshot)) return { stageDates };
  const links = {
    resumeId: request.resume_id === undefined ? current.resumeId : request.resume_id,
    coverLetterId: request.cover_letter_id === undefined ? current.coverLetterId : request.cover_letter_id,
  };
  return { stageDates, snapshot: await takeSnapshot(deps, user, links) };
}

/** PATCH /applications/{id}: edits, and/or a move to a stage and a place in its column. */
export async function patchApplication(
  deps: Deps,
  user: UserRow,
  id: string,
  request: UpdateApplicationRequest,
): Promise<Application> {
  const current = await getOwnedApplication(deps, user, id);
  assertCanBeReminded(user, request.remind_on);
  await assertOwnedLinks(deps, user, request);
  const { stage, position, ...fields } = request;
  const reminderChanged = request.remind_on !== undefined && request.remind_on !== current.remindOn;
  const changes = {
    ...columnsOf(fields),
    ...(await stageChanges(deps, user, current, request)),
    ...(reminderChanged ? { remindedAt: null } : {}),
  };
  // Naming the stage it is already in, without a place, leaves the card where it is.
  const moves = position !== undefined || (stage !== undefined && stage !== current.stage);
  const move = moves ? { stage: (stage ?? current.stage) as ApplicationStage, position } : null;
  const row = await updateApplication(deps.db, user.id, id, changes, move);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return presentApplication(row);
}

export async function removeApplication(deps: Deps, user: UserRow, id: string): Promise<void> {
  if (!UUID.test(id) || !(await deleteApplication(deps.db, user.id, id)))
    throw notFound(APPLICATION_NOT_FOUND);
}
