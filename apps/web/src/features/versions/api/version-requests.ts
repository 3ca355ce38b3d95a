import type { CreateResumeVersionRequest, Resume, ResumeVersion } from '@resume/core';
import { apiRequest } from '@/lib/api-client';

const base = (resumeId: string) => `/resumes/${encodeURIComponent(resumeId)}/versions`;

/** One function per versions endpoint. */
export const versionRequests = {
  list: (resumeId: string) => apiRequest<ResumeVersion[]>(base(resumeId)),
  save: (resumeId: string, body: CreateResumeVersionRequest) =>
    apiRequest<ResumeVersion>(base(resumeId), { body }),
  restore: (resumeId: string, versionId: string, version: number) =>
    apiRequest<Resume>(`${base(resumeId)}/${encodeURIComponent(versionId)}/restore`, { body: { version } }),
};

/**
 * Keeps the resume as the server has it, marked as the state before an accepted AI change. Called
 * as the change is accepted: the AI read the saved resume, and the change itself reaches the server
 * with the next autosave, a second later. A failure costs only this mark, so it is not reported.
 */
export function keepVersionBeforeAiChange(resumeId: string): void {
  versionRequests.save(resumeId, { cause: 'ai' }).catch(() => {});
}
