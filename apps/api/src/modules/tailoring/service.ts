import {
  type CreateTailoredCopyRequest,
  loadPostingReader,
  loadWriterGrammar,
  proposeTailoring,
  type Resume,
  type TailorChange,
  type TailorDecisionsRequest,
  type Tailoring,
  tailoredCopyName,
} from '@resume/core';
import type { AppDeps } from '../../deps';
import { HttpError, notFound } from '../../lib/http-error';
import { presentResume } from '../resumes/presenter';
import { assertRoomForResume, createResume, getOwnedResume } from '../resumes/service';
import type { UserRow } from '../users/repo';
import { keepVersion } from '../versions/snapshots';
import { presentTailoring } from './presenter';
import { findOwnedTailoring, insertTailoring, type TailoringRow, updateTailoringChanges } from './repo';

type Deps = Pick<AppDeps, 'db'>;

export const NOT_TAILORED = 'This resume was not tailored to a job posting.';

/**
 * A copy of the caller's resume for one posting, named after its role and company, with the
 * proposed changes stored beside it for review. The copy is a resume like any other (the free
 * limit applies) and starts as the original: nothing changes until the person accepts a change.
 */
export async function createTailoredCopy(
  deps: Deps,
  user: UserRow,
  resumeId: string,
  request: CreateTailoredCopyRequest,
): Promise<{ resume: Resume; tailoring: Tailoring }> {
  const original = await getOwnedResume(deps, user, resumeId);
  await assertRoomForResume(deps, user);
  // The proposal reads the posting with the job match's NLP model and words the summary with the
  // built-in writer's grammar: each loaded once per process, on first use.
  await Promise.all([loadPostingReader(), loadWriterGrammar()]);
  const data = presentResume(original).data;
  const proposal = proposeTailoring(data, request.job_description);
  let stored: TailoringRow | undefined;
  const resume = await createResume(
    deps,
    user,
    {
      name: tailoredCopyName(proposal, original.name),
      template: original.template,
      data,
      source: 'duplicate',
    },
    async (tx, copy) => {
      // The copy as made, before any proposed change is accepted: the person can come back to it.
      await keepVersion(tx, user, copy, 'tailoring');
      stored = await insertTailoring(tx, {
        resumeId: copy.id,
        sourceResumeId: original.id,
        role: proposal.role,
        company: proposal.company,
        jobDescription: request.job_description,
        changes: proposal.changes,
      });
    },
  );
  return { resume, tailoring: presentTailoring(stored as TailoringRow) };
}

export async function getTailoring(deps: Deps, user: UserRow, resumeId: string): Promise<Tailoring> {
  await getOwnedResume(deps, user, resumeId);
  const row = await findOwnedTailoring(deps.db, user.id, resumeId);
  if (!row) throw notFound(NOT_TAILORED);
  return presentTailoring(row);
}

/** Each decision is final: deciding a change again the same way is a no-op, the other way a 409. */
function decide(changes: TailorChange[], request: TailorDecisionsRequest): TailorChange[] {
  const wanted = new Map(request.decisions.map((d) => [d.change_id, d.status]));
  for (const [index, d] of request.decisions.entries()) {
    const change = changes.find((c) => c.id === d.change_id);
    if (!change)
      throw new HttpError(422, [
        { msg: 'No such change', loc: ['body', 'decisions', index, 'change_id'], type: 'value_error' },
      ]);
    if (change.status !== 'pending' && change.status !== d.status)
      throw new HttpError(409, { msg: `This change was already ${change.status}.` });
  }
  return changes.map((c) => ({ ...c, status: wanted.get(c.id) ?? c.status }));
}

/**
 * Records the person's decisions. The accepted changes themselves are applied to the copy by the
 * client, through the builder's versioned save (applyTailorChange of @resume/core), so an edit
 * in progress is never overwritten by a write from here.
 */
export async function decideTailorChanges(
  deps: Deps,
  user: UserRow,
  resumeId: string,
  request: TailorDecisionsRequest,
): Promise<Tailoring> {
  await getOwnedResume(deps, user, resumeId);
  const row = await updateTailoringChanges(deps.db, user.id, resumeId, (changes) => decide(changes, request));
  if (!row) throw notFound(NOT_TAILORED);
  return presentTailoring(row);
}
