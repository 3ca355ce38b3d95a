import type { CreateResumeRequest, Resume, ResumeListItem, UpdateResumeRequest } from '@resume/core';
import { apiRequest } from '@/lib/api-client';

/** One function per resume endpoint of docs/http-api.md#resumes. */
export const resumeRequests = {
  list: () => apiRequest<ResumeListItem[]>('/resumes'),
  get: (id: string, signal?: AbortSignal) =>
    apiRequest<Resume>(`/resumes/${encodeURIComponent(id)}`, { signal }),
  create: (body: CreateResumeRequest = {}) => apiRequest<Resume>('/resumes', { body }),
  update: (id: string, body: UpdateResumeRequest) =>
    apiRequest<Resume>(`/resumes/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  remove: (id: string) => apiRequest<void>(`/resumes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  duplicate: (id: string) =>
    apiRequest<Resume>(`/resumes/${encodeURIComponent(id)}/duplicate`, { method: 'POST' }),
};
