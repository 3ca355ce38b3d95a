import type { Analysis } from '@resume/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeKeys } from '@/features/resumes';
import { apiRequest } from '@/lib/api-client';

/** POST /resumes/{id}/analysis: the server scores the saved resume and keeps the score. */
export function analyzeResumeRequest(id: string, jobDescription: string): Promise<Analysis> {
  const body = jobDescription.trim() ? { job_description: jobDescription } : {};
  return apiRequest<Analysis>(`/resumes/${encodeURIComponent(id)}/analysis`, { body });
}

export function useStoreAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, jobDescription }: { id: string; jobDescription: string }) =>
      analyzeResumeRequest(id, jobDescription),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKeys.list }),
  });
}
