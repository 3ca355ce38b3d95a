import type { CreateCoverLetterRequest, UpdateCoverLetterRequest } from '@resume/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { coverLetterRequests } from './cover-letter-requests';

export const coverLetterKeys = {
  list: ['cover-letters'] as const,
  one: (id: string) => ['cover-letters', id] as const,
};

export function useCoverLetterList() {
  return useQuery({ queryKey: coverLetterKeys.list, queryFn: coverLetterRequests.list });
}

export function useCoverLetter(id: string) {
  return useQuery({ queryKey: coverLetterKeys.one(id), queryFn: () => coverLetterRequests.get(id) });
}

export function useCreateCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCoverLetterRequest) => coverLetterRequests.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverLetterKeys.list }),
  });
}

export function useSaveCoverLetter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCoverLetterRequest) => coverLetterRequests.update(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(coverLetterKeys.one(id), saved);
      return queryClient.invalidateQueries({ queryKey: coverLetterKeys.list });
    },
  });
}

export function useDeleteCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: coverLetterRequests.remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverLetterKeys.list }),
  });
}
