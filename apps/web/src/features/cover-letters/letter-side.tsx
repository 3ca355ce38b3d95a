import type { CoverLetterContent, Resume } from '@resume/core';
import { useQuery } from '@tanstack/react-query';
import { LetterPagePreview } from '@/features/preview';
import { resumeKeys } from '@/features/resumes';
import { apiRequest } from '@/lib/api-client';
import { useCoverLetter } from './api/cover-letter-queries';

/**
 * The letter's page beside it, in its resume's design. The letter is read again for the resume it
 * goes with (the editor keeps only the fields a person edits), and that resume for its design:
 * only once the page is shown.
 */
export function LetterSide({ id, letter }: { id: string; letter: CoverLetterContent }) {
  const resumeId = useCoverLetter(id).data?.resume_id;
  const resume = useQuery({
    queryKey: resumeKeys.one(resumeId ?? ''),
    queryFn: ({ signal }) => apiRequest<Resume>(`/resumes/${encodeURIComponent(resumeId ?? '')}`, { signal }),
    enabled: Boolean(resumeId),
  });
  // A resume deleted meanwhile (or unreadable) leaves the default design, as the download has.
  const waiting = resumeId === undefined || (resumeId !== null && resume.isPending);
  return <LetterPagePreview letter={letter} resume={waiting ? undefined : (resume.data ?? null)} />;
}
