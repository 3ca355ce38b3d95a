import type { ExportFormat, PaperSize } from '@resume/core';
import { apiDownload } from '@/lib/api-download';

/** Hands a file to the browser's downloads, named as given. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * GET /resumes/{id}/export with the bearer (a plain link could not carry it), then saved under the
 * name the server chose. Returns that name.
 */
export async function downloadExport(id: string, format: ExportFormat, paper?: PaperSize): Promise<string> {
  const query = new URLSearchParams({ format });
  if (paper) query.set('paper', paper);
  const { blob, fileName } = await apiDownload(`/resumes/${encodeURIComponent(id)}/export?${query}`);
  const name = fileName ?? `resume.${format}`;
  saveFile(blob, name);
  return name;
}
