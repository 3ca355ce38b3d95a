import type { CreateResumeRequest, ResumeData } from '@resume/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { resumeRequests } from './resume-requests';

export const resumeKeys = {
  list: ['resumes'] as const,
  one: (id: string) => ['resumes', id] as const,
};

export function useResumeList(enabled = true) {
  return useQuery({ queryKey: resumeKeys.list, queryFn: resumeRequests.list, enabled });
}

function useInvalidateList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resumeKeys.list });
}

export function useCreateResume() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (body: CreateResumeRequest = {}) => resumeRequests.create(body),
    onSuccess: invalidate,
  });
}

export function useDuplicateResume() {
  const invalidate = useInvalidateList();
  return useMutation({ mutationFn: resumeRequests.duplicate, onSuccess: invalidate });
}

export function useDeleteResume() {
  const invalidate = useInvalidateList();
  return useMutation({ mutationFn: resumeRequests.remove, onSuccess: invalidate });
}

/** Renames from the list, which has no version: read the current one, then write at it. */
export function useRenameResume() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => {
      const current = await resumeRequests.get(id);
      return resumeRequests.update(id, { version: current.version, name });
    },
    onSuccess: invalidate,
  });
}

/**
 * Changes a resume's content from outside its editor (the AI Writer's "Insert into resume"): read
 * the current version, then write at it; if someone saved in between, read and apply once more.
 */
export function useChangeResumeData() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change(data: ResumeData): ResumeData }) => {
      for (let attempt = 1; ; attempt++) {
        const current = await resumeRequests.get(id);
        try {
          return await resumeRequests.update(id, { version: current.version, data: change(current.data) });
        } catch (error) {
          if (attempt >= 2 || !(error instanceof ApiError) || error.status !== 409) throw error;
        }
      }
    },
    onSuccess: invalidate,
  });
}
