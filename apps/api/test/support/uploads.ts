import type { UploadResumeResponse } from '@resume/core';
import type { ApiResponse, TestApp } from './test-app';

export type UploadAnswer = ApiResponse<UploadResumeResponse & { detail: unknown }>;

/**
 * POST /api/v1/resumes/upload as a browser sends it: multipart/form-data with the file in `file`.
 * `type` is the declared media type, which the server must ignore.
 */
export async function uploadFile(
  t: TestApp,
  token: string | undefined,
  content: Uint8Array | string,
  options: { fileName?: string; type?: string; field?: string } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  const blob = new Blob([content], { type: options.type ?? 'application/octet-stream' });
  form.append(options.field ?? 'file', blob, options.fileName ?? 'resume.pdf');
  const response = await fetch(`${t.url}/api/v1/resumes/upload`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : {}) as UploadAnswer['body'],
  };
}
