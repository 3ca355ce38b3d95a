import { Target } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type AiResume, useAiResume } from '../ai-resume-context';
import { aiRequests } from '../api/ai-requests';
import { useResumeSuggestion } from '../use-resume-suggestion';
import { SuggestionPanel } from './suggestion-panel';

type Props = {
  jobDescription: string;
  /** Called when the button is pressed with no job description yet (to focus its field). */
  onMissingJobDescription(): void;
};

function TailorToJobWith({ ai, jobDescription, onMissingJobDescription }: Props & { ai: AiResume }) {
  const { suggestion, ask, stop, retry, close, trigger, outOfCredits } = useResumeSuggestion(ai);
  const [missing, setMissing] = useState(false);
  const panelId = useId();
  const open = suggestion.status !== 'idle';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={trigger}
          variant="secondary"
          title={outOfCredits ? 'No AI credits left' : undefined}
          aria-controls={open ? panelId : undefined}
          onClick={() => {
            const job = jobDescription.trim();
            setMissing(!job);
            if (!job) {
              onMissingJobDescription();
              return;
            }
            ask((resume_id, signal, attempt) =>
              aiRequests.tailor({ resume_id, job_description: job }, signal, attempt),
            );
          }}
        >
          <Target className="size-4" aria-hidden /> Tailor to this job
        </Button>
        {missing && !jobDescription.trim() && (
          <p role="alert" className="text-sm text-red-700">
            Paste the job description first.
          </p>
        )}
      </div>
      {open && (
        <div id={panelId}>
          <SuggestionPanel
            title="How to tailor your resume to this job"
            suggestion={suggestion}
            onStop={stop}
            onRetry={retry}
            onClose={close}
          />
        </div>
      )}
    </div>
  );
}

/** AI advice on fitting the resume to the pasted job: shown to read and copy, nothing is changed. */
export function TailorToJob(props: Props) {
  const ai = useAiResume();
  if (!ai) return null;
  return <TailorToJobWith ai={ai} {...props} />;
}
