import type { PublicLinkState, PublicLinkStats, UpdatePublicLinkRequest } from '@resume/core';
import { apiRequest } from '@/lib/api-client';

const base = (resumeId: string) => `/resumes/${encodeURIComponent(resumeId)}/public-link`;

/** One function per public-link endpoint (docs/http-api.md#public-links). */
export const publicLinkRequests = {
  get: (resumeId: string) => apiRequest<PublicLinkState>(base(resumeId)),
  update: (resumeId: string, body: UpdatePublicLinkRequest) =>
    apiRequest<PublicLinkState>(base(resumeId), { method: 'PUT', body }),
  revoke: (resumeId: string) => apiRequest<void>(base(resumeId), { method: 'DELETE' }),
  rotate: (resumeId: string) => apiRequest<PublicLinkState>(`${base(resumeId)}/rotate`, { method: 'POST' }),
  stats: (resumeId: string) => apiRequest<PublicLinkStats>(`${base(resumeId)}/stats`),
};
