import type { Resume, ResumeData } from '@resume/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * A resume's content as last saved, for the gallery's pictures where the live one is not at hand
 * (/start; a picker not handed the resume). Fetched again when older than a minute: pictures need
 * not follow every key, only what the person sees when they come to choose.
 */
export function useSavedResumeData(id: string | null | undefined): ResumeData | undefined {
  const saved = useQuery({
    queryKey: ['template-gallery', id ?? ''],
    queryFn: ({ signal }) => apiRequest<Resume>(`/resumes/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    staleTime: 60_000,
  });
  return saved.data?.data;
}
