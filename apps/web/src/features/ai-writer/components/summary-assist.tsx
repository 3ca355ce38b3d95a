import { PenLine, Sparkles } from 'lucide-react';
import { memo, useId } from 'react';
import { Button } from '@/components/ui/button';
import { type AiResume, useAiResume } from '../ai-resume-context';
import { aiRequests } from '../api/ai-requests';
import { useResumeSuggestion } from '../use-resume-suggestion';
import { SuggestionPanel } from './suggestion-panel';

function SummaryAssistWith({ ai, summary }: { ai: AiResume; summary: string }) {
  const { suggestion, ask, stop, retry, close, trigger, outOfCredits } = useResumeSuggestion(ai);
  const panelId = useId();
  const open = suggestion.status !== 'idle';
  const hint = outOfCredits ? 'No AI credits left' : undefined;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          ref={trigger}
          variant="secondary"
          size="sm"
          title={hint}
          aria-controls={open ? panelId : undefined}
          onClick={() =>
            ask((resume_id, signal, attempt) => aiRequests.summary({ resume_id }, signal, attempt))
          }
        >
          <PenLine className="size-4" aria-hidden /> Write my summary
        </Button>
        {summary.trim() && (
          <Button
            variant="secondary"
            size="sm"
            title={hint}
            aria-controls={open ? panelId : undefined}
            onClick={() =>
              ask((resume_id, signal, attempt) =>
                aiRequests.improve({ resume_id, field: 'summary' }, signal, attempt),
              )
            }
          >
            <Sparkles className="size-4" aria-hidden /> Improve summary
          </Button>
        )}
      </div>
      {open && (
        <div id={panelId}>
          <SuggestionPanel
            title="Suggested summary"
            suggestion={suggestion}
            current={summary}
            onAccept={(next) => {
              ai.write('summary', next);
              close();
            }}
            onStop={stop}
            onRetry={retry}
            onClose={close}
          />
        </div>
      )}
    </div>
  );
}

/**
 * "Write my summary" and "Improve summary" beside the summary; nothing where AI is not offered.
 * Memoised, so a screen that hands it a deferred summary keeps it out of the keystroke's render.
 */
export const SummaryAssist = memo(function SummaryAssist({ summary }: { summary: string }) {
  const ai = useAiResume();
  if (!ai) return null;
  return <SummaryAssistWith ai={ai} summary={summary} />;
});
