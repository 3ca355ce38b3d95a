import { doubtfulSections, MESSAGES, misreadHeadline, missingRequirements } from '@resume/core';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '@/components/ui/fields';
import { PageFrame } from '@/components/ui/page-frame';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AiResumeProvider } from '@/features/ai-writer';
import { GuidanceProvider } from '@/features/onboarding';
import { BesideTheForm, CannotDrawPreview, canDrawPreview, ResumePagePreview } from '@/features/preview';
import {
  ConflictNotice,
  SaveStatusBadge,
  useCurrentResumeId,
  useResumeEditor,
  useUploadReport,
} from '@/features/resumes';
import { UndoRedoControls, VersionHistoryButton } from '@/features/versions';
import { useJobDescription } from '@/lib/job-description';
import { Redirect } from '@/lib/page-views';
import { builderPath, importReviewPath } from './builder-links';
import { BuilderWizard } from './builder-wizard';
import { TemplateSuggestion } from './components/template-suggestion';
import { UploadNotice } from './components/upload-notice';
import { ImportReview } from './import-review/import-review';
import { saveData } from './import-review/save-data';
import { ArrangeSections } from './sections-manager';
import { JobPostingProvider } from './steps/job-posting-context';
import type { EditResume } from './types';

function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <PageFrame title="Builder" width="narrow">
      <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-center">
        <p className="font-medium">{title}</p>
        <div className="mt-4">{children}</div>
      </div>
    </PageFrame>
  );
}

/** Where nothing can be drawn, nothing asks the session what the download would hold. */
const ResumeSide = canDrawPreview ? ResumePagePreview : CannotDrawPreview;

function ResumeBuilder({ id }: { id: string }) {
  const { status, doc, conflicts, error, store } = useResumeEditor(id);
  const upload = useUploadReport(id);
  const [posting] = useJobDescription(id);
  const [params] = useSearchParams();
  if (status === 'error' && !doc) {
    return (
      <Problem title={error ?? MESSAGES.resumeLoadError}>
        <Link to="/resumes" className="font-medium text-brand-700 hover:underline">
          See your resumes
        </Link>
      </Problem>
    );
  }
  if (!doc || !store) return <FullPageSpinner label="Loading your resume" />;
  if (params.get('review') === '1') {
    // Without a fresh upload's report (dismissed, or another tab) there is nothing to review.
    return upload.report ? (
      <ImportReview resumeId={id} data={doc.data} report={upload.report} onSave={saveData(store)} />
    ) : (
      <Redirect to={builderPath(id, { step: 'contacts' })} />
    );
  }
  const edit: EditResume = (change) => store.edit((d) => ({ ...d, data: change(d.data) }));
  const flush = () => store.flush();

  return (
    <PageFrame title="Builder">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <TextField
          label="Resume name"
          value={doc.name}
          onValueChange={(name) => store.edit((d) => ({ ...d, name }))}
          className="w-full max-w-xs"
          maxLength={120}
        />
        <div className="flex flex-wrap items-center gap-2">
          <UndoRedoControls store={store} />
          <VersionHistoryButton store={store} />
          <SaveStatusBadge status={status} error={error} />
        </div>
      </div>
      <BesideTheForm
        side={<ResumeSide data={doc.data} template={doc.template} edit={edit} />}
        label="Preview"
      >
        <div className="mb-6">
          <ConflictNotice
            conflicts={conflicts}
            onUseTheirs={() => store.takeTheirs()}
            onKeepMine={() => store.dismissConflicts()}
          />
        </div>
        <div className="mb-6 empty:hidden">
          <TemplateSuggestion
            resumeId={id}
            current={doc.template}
            onUse={(template) => store.edit((d) => ({ ...d, template }))}
          />
        </div>
        {upload.report && (
          <div className="mb-6">
            <UploadNotice
              warnings={upload.report.warnings}
              misread={doubtfulSections(upload.report.sections).map(misreadHeadline)}
              hasMissing={missingRequirements(doc.data).length > 0}
              reviewPath={importReviewPath(id)}
              onDismiss={upload.dismiss}
            />
          </div>
        )}
        <AiResumeProvider resumeId={id} edit={edit} flush={flush}>
          <JobPostingProvider posting={posting}>
            <BuilderWizard
              resumeId={id}
              doc={doc}
              edit={edit}
              onFinish={flush}
              markMissing={upload.report !== null}
            />
          </JobPostingProvider>
        </AiResumeProvider>
        <div className="mt-8">
          <ArrangeSections data={doc.data} template={doc.template} edit={edit} />
        </div>
      </BesideTheForm>
    </PageFrame>
  );
}

export function BuilderPage() {
  const { id, isLoading, hasNone } = useCurrentResumeId();
  if (isLoading) return <FullPageSpinner />;
  if (!id || hasNone) {
    return (
      <Problem title={MESSAGES.resumeIdMissing}>
        <Link to="/start" className="font-medium text-brand-700 hover:underline">
          Create a resume to start building
        </Link>
      </Problem>
    );
  }
  return (
    <GuidanceProvider>
      <ResumeBuilder key={id} id={id} />
    </GuidanceProvider>
  );
}
