import { emptyResumeData, MESSAGES } from '@resume/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { ProblemPage } from '@/components/ui/problem-page';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AiResumeProvider } from '@/features/ai-writer';
import { useSession } from '@/features/auth';
import type { EditResume } from '@/features/builder';
import { ConflictNotice, SaveStatusBadge, useCurrentResumeId, useResumeEditor } from '@/features/resumes';
import { AnalysisTab } from './analysis/analysis-tab';
import { useJobDescription } from './analysis/use-job-description';
import { useLiveAnalysis } from './analysis/use-live-analysis';
import { EditorTab } from './editor/editor-tab';
import { WithPreview } from './preview/with-preview';
import { type RefineTab, RefineTabs } from './refine-tabs';

const EMPTY = emptyResumeData();

function Refine({ id }: { id: string }) {
  const { status, doc, conflicts, error, store } = useResumeEditor(id);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: RefineTab = params.get('tab') === 'editor' ? 'editor' : 'analysis';
  const focus = params.get('field');
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
  const [jobDescription, setJobDescription] = useJobDescription(id);
  const analysis = useLiveAnalysis(id, doc?.data ?? EMPTY, status, jobDescription);

  if (status === 'error' && !doc)
    return <ProblemPage title="Analyze" message={error ?? MESSAGES.resumeLoadError} />;
  if (!doc || !store) return <FullPageSpinner label="Loading your resume" />;
  const edit: EditResume = (change) => store.edit((d) => ({ ...d, data: change(d.data) }));
  const flush = () => store.flush();

  return (
    <PageFrame title="Analyze">
      <WithPreview
        resumeId={id}
        data={doc.data}
        template={doc.template}
        isPremium={Boolean(user?.is_premium)}
        onTemplateChange={(template) => store.edit((d) => ({ ...d, template }))}
        flush={flush}
      >
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <RefineTabs current={tab} onSelect={(next) => update({ tab: next, field: null })} />
          <SaveStatusBadge status={status} />
        </div>
        <div className="mb-6">
          <ConflictNotice
            conflicts={conflicts}
            onUseTheirs={() => store.takeTheirs()}
            onKeepMine={() => store.dismissConflicts()}
          />
        </div>
        <AiResumeProvider resumeId={id} data={doc.data} edit={edit} flush={flush}>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'analysis' ? (
              <AnalysisTab
                analysis={analysis}
                jobDescription={jobDescription}
                onJobDescriptionChange={setJobDescription}
                onFix={(field) => update({ tab: 'editor', field })}
              />
            ) : (
              <EditorTab data={doc.data} edit={edit} focus={focus} onFocused={clearFocus} />
            )}
          </div>
        </AiResumeProvider>
      </WithPreview>
    </PageFrame>
  );
}

export function RefinePage() {
  const { id, isLoading, hasNone } = useCurrentResumeId();
  if (isLoading) return <FullPageSpinner />;
  if (!id || hasNone) return <ProblemPage title="Analyze" message={MESSAGES.resumeIdMissing} />;
  return <Refine key={id} id={id} />;
}
