import type { ApplicationList, CreateApplicationRequest, UpdateApplicationRequest } from '@resume/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyMove, type Move } from '../board/arrange';
import { applicationRequests } from './application-requests';

export const applicationKeys = { list: ['applications'] as const };

/** Every application with the plan's limit and the funnel (one call: the board needs all three). */
export function useApplications() {
  return useQuery({ queryKey: applicationKeys.list, queryFn: applicationRequests.list });
}

/** After any change the list is read again: positions, counts and the funnel are the server's. */
function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationKeys.list });
}

export function useCreateApplication() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (body: CreateApplicationRequest) => applicationRequests.create(body),
    onSuccess: refresh,
  });
}

export function useTrackFromTailoring() {
  const refresh = useRefreshList();
  return useMutation({ mutationFn: applicationRequests.fromTailoring, onSuccess: refresh });
}

export function useUpdateApplication() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateApplicationRequest }) =>
      applicationRequests.update(id, body),
    onSuccess: refresh,
  });
}

/**
 * A card moved on the board: shown in its new place at once, put back if the server refuses
 * (the failure is shown by the board).
 */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ id, to }: { id: string; to: Move }) => applicationRequests.update(id, to),
    onMutate: async ({ id, to }) => {
      await queryClient.cancelQueries({ queryKey: applicationKeys.list });
      const before = queryClient.getQueryData<ApplicationList>(applicationKeys.list);
      if (before) {
        queryClient.setQueryData<ApplicationList>(applicationKeys.list, {
          ...before,
          applications: applyMove(before.applications, id, to),
        });
      }
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(applicationKeys.list, context.before);
    },
    onSettled: refresh,
  });
}

export function useDeleteApplication() {
  const refresh = useRefreshList();
  return useMutation({ mutationFn: applicationRequests.remove, onSuccess: refresh });
}

export function useImportApplications() {
  const refresh = useRefreshList();
  return useMutation({ mutationFn: applicationRequests.importCsv, onSuccess: refresh });
}
