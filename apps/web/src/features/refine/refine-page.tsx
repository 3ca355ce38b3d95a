import { MESSAGES } from '@resume/core';
import { useCallback, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { ProblemPage } from '@/components/ui/problem-page';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AiResumeProvider } from '@/features/ai-writer';
import { useSession } from '@/features/auth';
import { type EditResume, importReviewPath, JobPostingProvider } from '@/features/builder';
import { GuidanceProvider } from '@/features/onboarding';
import {
  ConflictNotice,
  SaveStatusBadge,
  useCurrentResumeId,
  useResumeEditor,
  useUploadReport,
} from '@/features/resumes';
import { useJobDescription } from '@/lib/job-description';
import { AnalysisTab } from './analysis/analysis-tab';
import { useLiveAnalysis } from './analysis/use-live-analysis';
import { EditorTab } from './editor/editor-tab';
import { WithPreview } from './preview/with-preview';
import { type RefineTab, RefineTabs } from './refine-tabs';

type Editor = ReturnType<typeof useResumeEditor>;
type Loaded = Omit<Editor, 'doc' | 'store'> & {
  doc: NonNullable<Editor['doc']>;
  store: NonNullable<Editor['store']>;
};

function useRefineParams() {
  const [params, setParams] = useSearchParams();
  const tab: RefineTab = params.get('tab') === 'editor' ? 'editor' : 'analysis';
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  const clearFocus = useCallback(() => update({ field: null }), [update]);
  return { tab, focus: params.get('field'), update, clearFocus };
}

function RefineLoaded({ id, status, error, doc, conflicts, store }: Loaded & { id: string }) {
  const { user } = useSession();
  const { tab, focus, update, clearFocus } = useRefineParams();
  // Stable across renders, so a keystroke re-renders only the editor section it changed.
  const edit = useCallback<EditResume>(
    (change) => store.edit((d) => ({ ...d, data: change(d.data) })),
    [store],
  );
  const flush = useCallback(() => store.flush(), [store]);
  const chooseTemplate = useCallback((template: string) => store.edit((d) => ({ ...d, template })), [store]);
  const [jobDescription, setJobDescription] = useJobDescription(id);
  // A fresh upload's report is kept until the person dismisses it in the builder: until then the
  // import is unconfirmed, and what the resume lacks may be what the reading lost.
  const { report } = useUploadReport(id);
  // The analysis follows the resume in a render of its own after the keystroke's, which gives way
  // to the next key, so typing never waits for the engine. (On the first render it is the resume
  // itself: deferring only starts with the first edit.) The preview takes the resume at once: its
  // render starts in a worker, and waiting for this render would only make it later.
  const settled = useDeferredValue(doc.data);
  const { analysis, readingPosting } = useLiveAnalysis(id, settled, {
    saveStatus: status,
    jobDescription,
    shown: tab === 'analysis',
    pendingImport: report ?? undefined,
  });

  return (
    <PageFrame title="Analyze">
      <WithPreview
        resumeId={id}
        data={doc.data}
        template={doc.template}
        isPremium={Boolean(user?.is_premium)}
        onTemplateChange={chooseTemplate}
        flush={flush}
        edit={edit}
      >
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <RefineTabs current={tab} onSelect={(next) => update({ tab: next, field: null })} />
          <SaveStatusBadge status={status} error={error} />
        </div>
        <div className="mb-6">
          <ConflictNotice
            conflicts={conflicts}
            onUseTheirs={() => store.takeTheirs()}
            onKeepMine={() => store.dismissConflicts()}
          />
        </div>
        <AiResumeProvider resumeId={id} edit={edit} flush={flush}>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'analysis' ? (
              <AnalysisTab
                resumeId={id}
                edit={edit}
                flush={flush}
                analysis={analysis}
                readingPosting={readingPosting}
                jobDescription={jobDescription}
                onJobDescriptionChange={setJobDescription}
                onFix={(field) => update({ tab: 'editor', field })}
                importReviewPath={report ? importReviewPath(id) : undefined}
              />
            ) : (
              <JobPostingProvider posting={jobDescription}>
                <EditorTab
                  data={doc.data}
                  template={doc.template}
                  edit={edit}
                  focus={focus}
                  onFocused={clearFocus}
                />
              </JobPostingProvider>
            )}
          </div>
        </AiResumeProvider>
      </WithPreview>
    </PageFrame>
  );
}

function Refine({ id }: { id: string }) {
  const { doc, store, error, ...editor } = useResumeEditor(id);
  if (editor.status === 'error' && !doc)
    return <ProblemPage title="Analyze" message={error ?? MESSAGES.resumeLoadError} />;
  if (!doc || !store) return <FullPageSpinner label="Loading your resume" />;
  return <RefineLoaded id={id} doc={doc} store={store} error={error} {...editor} />;
}

export function RefinePage() {
  const { id, isLoading, hasNone } = useCurrentResumeId();
  if (isLoading) return <FullPageSpinner />;
  if (!id || hasNone) return <ProblemPage title="Analyze" message={MESSAGES.resumeIdMissing} />;
  return (
    <GuidanceProvider>
      <Refine key={id} id={id} />
    </GuidanceProvider>
  );
}
