import { type Analysis, analyzeResume, loadPostingReader } from '@resume/core';
import type { AppDeps } from '../../deps';
import { presentResume } from '../resumes/presenter';
import { updateResumeScore } from '../resumes/repo';
import { getOwnedResume } from '../resumes/service';
import type { UserRow } from '../users/repo';

/**
 * Scores the resume as saved, with the same engine the browser runs live, and keeps the score on
 * the resume for the resumes list.
 */
export async function analyzeStoredResume(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  resumeId: string,
  jobDescription?: string,
): Promise<Analysis> {
  const row = await getOwnedResume(deps, user, resumeId);
  // A job match reads the posting with the NLP model, loaded on first use.
  if (jobDescription) await loadPostingReader();
  const result = analyzeResume(presentResume(row).data, jobDescription ? { jobDescription } : {});
  await updateResumeScore(deps.db, user.id, row.id, result.score);
  return { resume_id: row.id, ...result, computed_at: new Date().toISOString() };
}
