import {
  type AiImproveRequest,
  type AiSummaryRequest,
  type AiTailorRequest,
  type AiWriterRequest,
  isImprovableField,
  loadPostingReader,
  type ResumeData,
  readTextField,
  type WriterTask,
} from '@resume/core';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http-error';
import { presentResume } from '../resumes/presenter';
import { getOwnedResume } from '../resumes/service';
import type { UserRow } from '../users/repo';

type Deps = Pick<AppDeps, 'db'>;

/** The caller's saved resume (404 for anyone else's): the AI writes from what is saved. */
async function ownedResumeData(deps: Deps, user: UserRow, id: string): Promise<ResumeData> {
  return presentResume(await getOwnedResume(deps, user, id)).data;
}

/** The attempt a retry asks for; left out for the first answer, so tasks stay as they were. */
const attempt = (variant: number | undefined) => (variant ? { variant } : {});

function unimprovable(msg: string) {
  return new HttpError(422, [{ msg, loc: ['body', 'field'], type: 'value_error' }]);
}

export async function summaryTask(deps: Deps, user: UserRow, body: AiSummaryRequest): Promise<WriterTask> {
  return {
    kind: 'summary',
    resume: await ownedResumeData(deps, user, body.resume_id),
    ...attempt(body.variant),
  };
}

export async function improveTask(deps: Deps, user: UserRow, body: AiImproveRequest): Promise<WriterTask> {
  const resume = await ownedResumeData(deps, user, body.resume_id);
  const text = readTextField(resume, body.field);
  if (!isImprovableField(body.field) || text === undefined) {
    throw unimprovable('Only the summary, an achievement or a description can be improved');
  }
  if (text.trim() === '') throw unimprovable('There is no text here to improve yet');
  return {
    kind: 'improve',
    resume,
    field: body.field,
    text,
    instruction: body.instruction || undefined,
    ...attempt(body.variant),
  };
}

export async function tailorTask(deps: Deps, user: UserRow, body: AiTailorRequest): Promise<WriterTask> {
  const resume = await ownedResumeData(deps, user, body.resume_id);
  // The offline writer tailors from the job match, which reads the posting with the NLP model.
  await loadPostingReader();
  return { kind: 'tailor', resume, jobDescription: body.job_description, ...attempt(body.variant) };
}

export async function writerTask(deps: Deps, user: UserRow, body: AiWriterRequest): Promise<WriterTask> {
  const resume = body.resume_id ? await ownedResumeData(deps, user, body.resume_id) : undefined;
  // A cover letter names the posting's terms the resume shows, from the same job match.
  if (resume && body.kind === 'cover_letter') await loadPostingReader();
  return {
    kind: 'writer',
    writerKind: body.kind,
    prompt: body.prompt,
    ...(resume ? { resume } : {}),
    ...attempt(body.variant),
  };
}
