import type { TailorDecisionsRequest, Tailoring } from '@resume/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resumeKeys } from '@/features/resumes';
import { ApiError } from '@/lib/api-client';
import { tailoringRequests } from './tailoring-requests';

const tailoringKey = (resumeId: string) => ['tailoring', resumeId] as const;

/** The resume's tailoring, or null when it is not a tailored copy (the API's 404). */
export function useTailoring(resumeId: string) {
  return useQuery({
    queryKey: tailoringKey(resumeId),
    queryFn: async (): Promise<Tailoring | null> => {
      try {
        return await tailoringRequests.get(resumeId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useCreateTailoredCopy(resumeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobDescription: string) => tailoringRequests.createCopy(resumeId, jobDescription),
    onSuccess: ({ resume, tailoring }) => {
      queryClient.setQueryData(tailoringKey(resume.id), tailoring);
      return queryClient.invalidateQueries({ queryKey: resumeKeys.list });
    },
  });
}

export function useDecideTailorChanges(resumeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TailorDecisionsRequest) => tailoringRequests.decide(resumeId, body),
    onSuccess: (tailoring) => queryClient.setQueryData(tailoringKey(resumeId), tailoring),
  });
}
