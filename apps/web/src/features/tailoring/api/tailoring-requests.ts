import type { Resume, TailorDecisionsRequest, Tailoring } from '@resume/core';
import { apiRequest } from '@/lib/api-client';

const base = (resumeId: string) => `/resumes/${encodeURIComponent(resumeId)}`;

/** One function per tailoring endpoint. */
export const tailoringRequests = {
  createCopy: (resumeId: string, jobDescription: string) =>
    apiRequest<{ resume: Resume; tailoring: Tailoring }>(`${base(resumeId)}/tailored-copies`, {
      body: { job_description: jobDescription },
    }),
  get: (resumeId: string) => apiRequest<Tailoring>(`${base(resumeId)}/tailoring`),
  decide: (resumeId: string, body: TailorDecisionsRequest) =>
    apiRequest<Tailoring>(`${base(resumeId)}/tailoring`, { method: 'PATCH', body }),
};
