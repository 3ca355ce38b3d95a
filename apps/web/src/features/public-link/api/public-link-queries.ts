import type { PublicLinkState, UpdatePublicLinkRequest } from '@resume/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicLinkRequests } from './public-link-requests';

export const publicLinkKeys = {
  state: (resumeId: string) => ['public-link', resumeId] as const,
  stats: (resumeId: string) => ['public-link-stats', resumeId] as const,
};

/** The resume's link state; not asked for when `enabled` is false (a guest cannot share). */
export function usePublicLink(resumeId: string, enabled = true) {
  return useQuery({
    queryKey: publicLinkKeys.state(resumeId),
    queryFn: () => publicLinkRequests.get(resumeId),
    enabled,
  });
}

export function usePublicLinkStats(resumeId: string) {
  return useQuery({
    queryKey: publicLinkKeys.stats(resumeId),
    queryFn: () => publicLinkRequests.stats(resumeId),
  });
}

/** The link's changes, each writing the server's answer into the cache (revoke: the link gone). */
export function usePublicLinkActions(resumeId: string) {
  const queryClient = useQueryClient();
  const key = publicLinkKeys.state(resumeId);
  const keep = (state: PublicLinkState) => queryClient.setQueryData(key, state);
  return {
    update: useMutation({
      mutationFn: (body: UpdatePublicLinkRequest) => publicLinkRequests.update(resumeId, body),
      onSuccess: keep,
    }),
    rotate: useMutation({ mutationFn: () => publicLinkRequests.rotate(resumeId), onSuccess: keep }),
    revoke: useMutation({
      mutationFn: () => publicLinkRequests.revoke(resumeId),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  };
}
