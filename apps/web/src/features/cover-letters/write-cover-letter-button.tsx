import { Mail } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCreateCoverLetter } from './api/cover-letter-queries';

type Props = {
  resumeId: string;
  jobDescription: string;
  /** Sends the resume's unsaved edits first: the server drafts the letter from the saved resume. */
  flush(): Promise<void>;
};

/** From the Analyze step: a cover letter for this resume and the pasted posting, opened in its editor. */
export function WriteCoverLetterButton({ resumeId, jobDescription, flush }: Props) {
  const navigate = useNavigate();
  const create = useCreateCoverLetter();
  const posting = jobDescription.trim();
  const write = async () => {
    await flush();
    create.mutate(
      { resume_id: resumeId, job_description: posting },
      { onSuccess: (letter) => navigate(`/cover-letters/${encodeURIComponent(letter.id)}`) },
    );
  };
  if (!posting) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void write()} disabled={create.isPending}>
        <Mail className="size-4" aria-hidden /> {create.isPending ? 'Writing…' : 'Write a cover letter'}
      </Button>
      {create.error && (
        <p role="alert" className="text-sm text-red-700">
          {create.error.message}
        </p>
      )}
    </div>
  );
}
