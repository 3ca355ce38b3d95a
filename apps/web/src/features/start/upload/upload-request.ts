import { MESSAGES, type UploadResumeResponse } from '@resume/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeKeys, type UploadReport } from '@/features/resumes';
import { apiRequest } from '@/lib/api-client';

export type UploadedResume = { resumeId: string; report: UploadReport };

/** POST /resumes/upload (docs/http-api.md#upload): the file as multipart/form-data in the field `file`. */
export async function uploadResumeFile(file: File): Promise<UploadedResume> {
  const form = new FormData();
  form.append('file', file, file.name);
  const result = await apiRequest<Partial<UploadResumeResponse> | null>('/resumes/upload', { body: form });
  if (!result?.resume_id) throw new Error(MESSAGES.uploadNoResumeId);
  return {
    resumeId: result.resume_id,
    // A server older than the import review answers without checks, or without sections.
    report: { warnings: result.warnings ?? [], checks: result.checks ?? [], sections: result.sections ?? [] },
  };
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResumeFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKeys.list }),
  });
}
