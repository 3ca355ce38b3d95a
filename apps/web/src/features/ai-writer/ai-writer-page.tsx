import { type WriterKind, writerPromptProblem } from '@resume/core';
import { LoaderCircle, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SelectField, TextArea } from '@/components/ui/fields';
import { PageFrame } from '@/components/ui/page-frame';
import { useResumeList } from '@/features/resumes';
import { aiRequests } from './api/ai-requests';
import { useCredits } from './api/credits';
import { InsertAnswer } from './components/insert-answer';
import { KindPicker } from './components/kind-picker';
import { NoCreditsNotice } from './components/no-credits-notice';
import { SuggestionPanel } from './components/suggestion-panel';
import { isInsertable } from './insert-into-resume';
import { useSuggestion } from './use-suggestion';
import { WRITER_KIND_COPY } from './writer-kinds';

const NO_RESUME = '';

/** What the current answer was asked for: the form may change while it is read. */
type Asked = { kind: WriterKind; resumeId: string | null };

export function AiWriterPage() {
  const [params] = useSearchParams();
  const resumes = useResumeList();
  const { explainWithoutAsking } = useCredits();
  const { suggestion, run, stop, retry, reset, showNoCredits } = useSuggestion();
  const [kind, setKind] = useState<WriterKind>('summary');
  const [prompt, setPrompt] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const list = resumes.data ?? [];
  // The resume of the address (the one being worked on), else the most recently edited one.
  const fallback = list.find((r) => r.id === params.get('id'))?.id ?? list[0]?.id ?? NO_RESUME;
  const resumeId = picked ?? fallback;
  const copy = WRITER_KIND_COPY[kind];
  const streaming = suggestion.status === 'streaming';

  const generate = (event: FormEvent) => {
    event.preventDefault();
    const text = prompt.trim();
    const problem = writerPromptProblem(kind, text, resumeId || undefined);
    setProblem(problem);
    if (problem) return;
    setAsked({ kind, resumeId: resumeId || null });
    if (explainWithoutAsking) {
      showNoCredits();
      return;
    }
    const body = { kind, prompt: text, ...(resumeId ? { resume_id: resumeId } : {}) };
    void run((signal, attempt) => aiRequests.writer(body, signal, attempt));
  };

  const insertInto = asked?.resumeId ? list.find((r) => r.id === asked.resumeId) : undefined;
  const insertKind = asked && isInsertable(asked.kind) ? asked.kind : null;

  return (
    <PageFrame title="AI Writer" description="Draft summaries, achievements and cover letters.">
      <div className="mx-auto max-w-3xl space-y-6">
        <form
          onSubmit={generate}
          noValidate
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
        >
          <KindPicker value={kind} onChange={setKind} />
          <TextArea
            label="What should it say?"
            rows={5}
            value={prompt}
            onValueChange={setPrompt}
            placeholder={copy.placeholder}
            hint={copy.hint}
            error={problem}
            maxLength={4000}
          />
          <SelectField
            label="Write from this resume"
            value={resumeId}
            onValueChange={setPicked}
            options={[
              ...list.map((r) => ({ value: r.id, label: r.name })),
              { value: NO_RESUME, label: resumes.isPending ? 'Loading your resumes…' : 'No resume' },
            ]}
          />
          {explainWithoutAsking && suggestion.failure?.kind !== 'no_credits' && <NoCreditsNotice />}
          <Button type="submit" disabled={streaming}>
            {streaming ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Sparkles className="size-4" aria-hidden />
            )}
            {streaming ? 'Writing…' : 'Generate'}
          </Button>
        </form>
        <SuggestionPanel
          title={asked ? `Your ${WRITER_KIND_COPY[asked.kind].label.toLowerCase()}` : 'Your draft'}
          suggestion={suggestion}
          onStop={stop}
          onRetry={retry}
          onClose={() => {
            reset();
            setAsked(null);
          }}
          actions={
            insertInto &&
            insertKind && (
              <InsertAnswer
                key={`${suggestion.text}:${insertInto.id}`}
                resumeId={insertInto.id}
                resumeName={insertInto.name}
                kind={insertKind}
                text={suggestion.text}
              />
            )
          }
        />
      </div>
    </PageFrame>
  );
}
