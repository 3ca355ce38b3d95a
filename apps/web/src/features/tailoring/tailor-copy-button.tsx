import { CopyPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { isResumeLimit, LimitReached } from '@/features/start';
import { useCreateTailoredCopy } from './api/tailoring-queries';

type Props = {
  resumeId: string;
  jobDescription: string;
  /** Sends the resume's unsaved edits first: the copy is made from the saved resume. */
  flush(): Promise<void>;
};

/**
 * From the Analyze step with a posting: a copy of the resume for this job, opened on its own
 * Analyze step with the posting and the proposed changes to review.
 */
export function TailorCopyButton({ resumeId, jobDescription, flush }: Props) {
  const navigate = useNavigate();
  const create = useCreateTailoredCopy(resumeId);
  const posting = jobDescription.trim();
  if (!posting) return null;
  const make = async () => {
    await flush();
    create.mutate(posting, {
      onSuccess: ({ resume }) => navigate(`/refine?id=${encodeURIComponent(resume.id)}`),
    });
  };
  const atLimit = isResumeLimit(create.error);
  return (
    <div>
      <Button variant="secondary" onClick={() => void make()} disabled={create.isPending}>
        <CopyPlus className="size-4" aria-hidden />{' '}
        {create.isPending ? 'Making a tailored copy…' : 'Make a tailored copy for this job'}
      </Button>
      {atLimit && <LimitReached />}
      {create.error && !atLimit && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {create.error.message}
        </p>
      )}
    </div>
  );
}
