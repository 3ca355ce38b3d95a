import type {
  Application,
  ApplicationImportResult,
  ApplicationList,
  CreateApplicationRequest,
  UpdateApplicationRequest,
} from '@resume/core';
import { saveFile } from '@/features/export';
import { apiRequest } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-download';

const one = (id: string) => `/applications/${encodeURIComponent(id)}`;

/** One function per applications endpoint (docs/http-api.md#applications). */
export const applicationRequests = {
  list: () => apiRequest<ApplicationList>('/applications'),
  create: (body: CreateApplicationRequest) => apiRequest<Application>('/applications', { body }),
  fromTailoring: (body: { resume_id: string; cover_letter_id?: string | null }) =>
    apiRequest<Application>('/applications/from-tailoring', { body }),
  update: (id: string, body: UpdateApplicationRequest) =>
    apiRequest<Application>(one(id), { method: 'PATCH', body }),
  remove: (id: string) => apiRequest<void>(one(id), { method: 'DELETE' }),
  /** The file goes as it is, `text/csv`: the API reads the body, not a form. */
  importCsv: (file: File) =>
    apiRequest<ApplicationImportResult>('/applications/import', {
      body: new Blob([file], { type: 'text/csv' }),
    }),
};

/** GET export.csv with the bearer (a plain link could not carry it), saved under the server's name. */
export async function downloadApplicationsCsv(): Promise<void> {
  const { blob, fileName } = await apiDownload('/applications/export.csv');
  saveFile(blob, fileName ?? 'applications.csv');
}
