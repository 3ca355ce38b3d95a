import { Sparkles } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type AiResume, useAiResume } from '../ai-resume-context';
import { aiRequests } from '../api/ai-requests';
import { useResumeSuggestion } from '../use-resume-suggestion';
import { SuggestionPanel } from './suggestion-panel';

type Slots = { button: ReactNode; panel: ReactNode };

/** An achievement line, the one kind of text whose figure the panel asks for. */
const ACHIEVEMENT = /^experience\.\d+\.achievements\.\d+$/;

type Props = {
  /** The ResumeData path of the text, e.g. `experience.0.achievements.2`. */
  field: string;
  text: string;
  /** What the text is, for the button's name and the panel's title: "achievement 2". */
  what: string;
  /** Which entry it belongs to, to tell apart the same `what` in two jobs: "Engineer at Acme". */
  context?: string;
  /** What to aim the rewrite at ("for the Platform Engineer role at Globex"), sent with the request. */
  instruction?: string;
  /** Lays out the Improve button and the suggestion panel (below the field). */
  children(slots: Slots): ReactNode;
};

function ImproveFieldWith({
  ai,
  field,
  text,
  what,
  context,
  instruction,
  children,
}: Props & { ai: AiResume }) {
  const { suggestion, ask, stop, retry, close, trigger, outOfCredits } = useResumeSuggestion(ai);
  const panelId = useId();
  const open = suggestion.status !== 'idle';
  const name = `Improve ${what}${context ? `, ${context}` : ''}`;
  // Nothing to improve in an empty field; the button comes as soon as there is text.
  const button =
    text.trim() || open ? (
      <button
        ref={trigger}
        type="button"
        aria-label={name}
        title={outOfCredits ? `${name}: no AI credits left` : name}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() =>
          ask((resume_id, signal, attempt) =>
            aiRequests.improve(
              { resume_id, field, ...(instruction ? { instruction } : {}) },
              signal,
              attempt,
            ),
          )
        }
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50 aria-expanded:bg-brand-50"
      >
        <Sparkles className="size-4" aria-hidden />
      </button>
    ) : null;
  const panel = open ? (
    <div id={panelId} className="w-full">
      <SuggestionPanel
        title={`Suggestion for ${what}`}
        suggestion={suggestion}
        current={text}
        askForFigures={ACHIEVEMENT.test(field)}
        onAccept={(next) => {
          ai.write(field, next);
          close();
        }}
        onStop={stop}
        onRetry={retry}
        onClose={close}
      />
    </div>
  ) : null;
  return children({ button, panel });
}

/** An Improve button for one text of the resume, and its suggestion; nothing where AI is not offered. */
export function ImproveField(props: Props) {
  const ai = useAiResume();
  if (!ai) return props.children({ button: null, panel: null });
  return <ImproveFieldWith ai={ai} {...props} />;
}
