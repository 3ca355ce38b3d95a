import type { AiReading, AiReadingAvailability } from '@resume/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The two calls of "Read with AI" (docs/http-api.md#ai: GET /ai/reading, POST /resumes/{id}/ai-read). */
export const aiReadingRequests = {
  availability: () => apiRequest<AiReadingAvailability>('/ai/reading'),
  read: (resumeId: string, signal: AbortSignal) =>
    apiRequest<AiReading>(`/resumes/${encodeURIComponent(resumeId)}/ai-read`, { method: 'POST', signal }),
};

/**
 * Whether the server has an AI model to read files with. Any failure counts as no: the layout
 * reading is the default, and a button that could only fail is not shown.
 */
export function useAiReadingAvailable(): boolean {
  const query = useQuery({
    queryKey: ['ai-reading', 'availability'],
    queryFn: aiReadingRequests.availability,
    // The server's configuration does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data?.available === true;
}
