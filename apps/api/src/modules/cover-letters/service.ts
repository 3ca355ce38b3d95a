import {
  COVER_LETTER_LIMITS,
  type CoverLetter,
  type CoverLetterContent,
  type CreateCoverLetterRequest,
  composeCoverLetter,
  loadPostingReader,
  loadWriterGrammar,
  type UpdateCoverLetterRequest,
} from '@resume/core';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../lib/http-error';
import { presentResume } from '../resumes/presenter';
import { getOwnedResume } from '../resumes/service';
import { isPremium } from '../users/presenter';
import type { UserRow } from '../users/repo';
import { letterContent, presentCoverLetter } from './presenter';
import {
  type CoverLetterRow,
  deleteOwnedCoverLetter,
  findOwnedCoverLetter,
  insertCoverLetterWithinLimit,
  listCoverLetters,
  updateCoverLetterAtVersion,
} from './repo';

type Deps = Pick<AppDeps, 'db'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const COVER_LETTER_NOT_FOUND = 'Cover letter not found';

/** How many letters the user may keep: a small number on the free plan, a high cap on Pro. */
export const coverLetterLimitFor = (user: UserRow): number =>
  isPremium(user) ? COVER_LETTER_LIMITS.proLetters : COVER_LETTER_LIMITS.freeLetters;

function limitReached(user: UserRow) {
  const limit = coverLetterLimitFor(user);
  const msg = isPremium(user)
    ? `You can keep up to ${limit} cover letters. Delete one you no longer need to write another.`
    : `Free accounts can keep up to ${limit} cover letters. Delete one, or upgrade to Pro for more.`;
  return new HttpError(403, { msg, code: 'cover_letter_limit' });
}

export function listOwnedCoverLetters(deps: Deps, user: UserRow): Promise<CoverLetterRow[]> {
  return listCoverLetters(deps.db, user.id);
}

/** The caller's letter or 404 — never 403, so nobody learns that someone else's id exists. */
export async function getOwnedCoverLetter(deps: Deps, user: UserRow, id: string): Promise<CoverLetterRow> {
  const row = UUID.test(id) ? await findOwnedCoverLetter(deps.db, user.id, id) : undefined;
  if (!row) throw notFound(COVER_LETTER_NOT_FOUND);
  return row;
}

/**
 * A first draft from the caller's resume and the posting, by the offline composer: no model and
 * no credit. The person edits it, and may still improve paragraphs with the AI writer.
 */
export async function createCoverLetter(
  deps: Deps,
  user: UserRow,
  request: CreateCoverLetterRequest,
): Promise<CoverLetter> {
  const resume = presentResume(await getOwnedResume(deps, user, request.resume_id));
  // The job match reads postings with an NLP model, the composer words sentences with the built-in
  // writer's grammar: each loaded once per process, on first use.
  await Promise.all([loadPostingReader(), loadWriterGrammar()]);
  const content = composeCoverLetter(resume.data, request.job_description, {
    company: request.company,
    role: request.role,
  });
  const row = await insertCoverLetterWithinLimit(
    deps.db,
    { userId: user.id, resumeId: resume.id, content, jobDescription: request.job_description },
    coverLetterLimitFor(user),
  );
  if (!row) throw limitReached(user);
  return presentCoverLetter(row);
}

function editedContent(current: CoverLetterContent, request: UpdateCoverLetterRequest): CoverLetterContent {
  const { version: _version, job_description: _posting, ...fields } = request;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...current, ...defined };
}

/**
 * A save that names the version it read, as a resume's: a stale version is a 409 with the current
 * one, so an edit in a second tab is never silently overwritten.
 */
export async function updateCoverLetter(
  deps: Deps,
  user: UserRow,
  id: string,
  request: UpdateCoverLetterRequest,
): Promise<CoverLetter> {
  const current = await getOwnedCoverLetter(deps, user, id);
  const row = await updateCoverLetterAtVersion(deps.db, user.id, id, request.version, {
    content: editedContent(letterContent(current), request),
    ...(request.job_description !== undefined ? { jobDescription: request.job_description } : {}),
  });
  if (row) return presentCoverLetter(row);
  const latest = await getOwnedCoverLetter(deps, user, id);
  throw new HttpError(409, {
    msg: 'This cover letter was changed elsewhere. Your changes were not saved; reload the latest version and try again.',
    current_version: latest.version,
  });
}

export async function deleteCoverLetter(deps: Deps, user: UserRow, id: string): Promise<void> {
  await getOwnedCoverLetter(deps, user, id);
  await deleteOwnedCoverLetter(deps.db, user.id, id);
}
