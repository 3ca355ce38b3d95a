import type {
  CoverLetter,
  CoverLetterFormat,
  CoverLetterListItem,
  CreateCoverLetterRequest,
  UpdateCoverLetterRequest,
} from '@resume/core';
import { apiRequest } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-download';

const one = (id: string) => `/cover-letters/${encodeURIComponent(id)}`;

/** One function per cover-letter endpoint. */
export const coverLetterRequests = {
  list: () => apiRequest<CoverLetterListItem[]>('/cover-letters'),
  get: (id: string) => apiRequest<CoverLetter>(one(id)),
  create: (body: CreateCoverLetterRequest) => apiRequest<CoverLetter>('/cover-letters', { body }),
  update: (id: string, body: UpdateCoverLetterRequest) =>
    apiRequest<CoverLetter>(one(id), { method: 'PUT', body }),
  remove: (id: string) => apiRequest<void>(one(id), { method: 'DELETE' }),
};

/** GET …/export with the bearer (a plain link could not carry it), saved under the server's name. */
export async function downloadCoverLetter(id: string, format: CoverLetterFormat): Promise<void> {
  const { blob, fileName } = await apiDownload(`${one(id)}/export?format=${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `cover-letter.${format}`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
