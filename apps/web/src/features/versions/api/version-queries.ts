import type { Resume } from '@resume/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { versionRequests } from './version-requests';

export const versionKeys = { list: (resumeId: string) => ['resume-versions', resumeId] as const };

/** The resume's kept versions, newest first; read again each time the list is shown. */
export function useResumeVersions(resumeId: string) {
  return useQuery({ queryKey: versionKeys.list(resumeId), queryFn: () => versionRequests.list(resumeId) });
}

/** Saves a named version of the resume as stored, after `beforeSave` has sent the edits on screen. */
export function useSaveVersion(resumeId: string, beforeSave: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      await beforeSave();
      return versionRequests.save(resumeId, { name });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionKeys.list(resumeId) }),
  });
}

/** Restores a version at the resume's version `beforeRestore` settles on, having sent the edits. */
export function useRestoreVersion(
  resumeId: string,
  steps: { beforeRestore(): Promise<number>; onRestored(resume: Resume): void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: string) =>
      versionRequests.restore(resumeId, versionId, await steps.beforeRestore()),
    onSuccess: (resume) => {
      steps.onRestored(resume);
      return queryClient.invalidateQueries({ queryKey: versionKeys.list(resumeId) });
    },
  });
}
