import { ClipboardList } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCoverLetterList } from '@/features/cover-letters';
import { useTrackFromTailoring } from './api/application-queries';
import { FailureLine } from './limit';

/**
 * On a tailored copy: one step to an application in Saved (company, role and posting from the
 * copy's tailoring, the copy and its letter as what is meant to be sent), then the board.
 */
export function TrackApplicationButton({ resumeId }: { resumeId: string }) {
  const navigate = useNavigate();
  const track = useTrackFromTailoring();
  // A letter written from this copy goes with it (the newest, if several).
  const letter = useCoverLetterList().data?.find((l) => l.resume_id === resumeId);
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        disabled={track.isPending}
        onClick={() =>
          track.mutate(
            { resume_id: resumeId, cover_letter_id: letter?.id ?? null },
            { onSuccess: () => navigate('/applications') },
          )
        }
      >
        <ClipboardList className="size-4" aria-hidden />{' '}
        {track.isPending ? 'Tracking…' : 'Track this application'}
      </Button>
      <FailureLine error={track.error} fallback="The application could not be made. Please try again." />
    </div>
  );
}
