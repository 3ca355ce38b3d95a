import { type AnalysisResult, TAILORING_LIMITS } from '@resume/core';
import { useRef } from 'react';
import { TextArea } from '@/components/ui/fields';
import { lengthHint } from '@/components/ui/length-hint';
import { TailorToJob } from '@/features/ai-writer';
import type { EditResume } from '@/features/builder';
import { WriteCoverLetterButton } from '@/features/cover-letters';
import { TailorCopyButton, TailoringReview } from '@/features/tailoring';
import { AdviceList } from './advice-list';
import { CategoryBars } from './category-bars';
import { FindingsList } from './findings-list';
import { KeywordCoverage } from './keyword-coverage';
import { ScoreSummary } from './score-summary';

type Props = {
  resumeId: string;
  analysis: AnalysisResult;
  /** The job match waits for the posting reader (an NLP model loaded on first use). */
  readingPosting?: boolean;
  jobDescription: string;
  onJobDescriptionChange(value: string): void;
  onFix(field: string): void;
  /** Applies accepted changes of a tailored copy, as the builder's edits. */
  edit: EditResume;
  /** Sends unsaved edits, so what the server drafts from is what the person sees. */
  flush(): Promise<void>;
  /** The import review of an unconfirmed upload, where the findings about it point. */
  importReviewPath?: string;
};

/**
 * The Analyze step: score, where the points come from, advice from the onboarding answers, job fit,
 * and what to fix.
 */
export function AnalysisTab({
  resumeId,
  analysis,
  readingPosting = false,
  jobDescription,
  onJobDescriptionChange,
  onFix,
  edit,
  flush,
  importReviewPath,
}: Props) {
  const jobField = useRef<HTMLDivElement>(null);
  return (
    <div className="space-y-8">
      <TailoringReview
        resumeId={resumeId}
        edit={edit}
        jobDescription={jobDescription}
        onJobDescription={onJobDescriptionChange}
      />
      <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 md:grid-cols-2 md:p-6">
        <ScoreSummary score={analysis.score} band={analysis.band} />
        <CategoryBars categories={analysis.categories} />
      </div>
      <AdviceList onShow={onFix} />
      <section aria-labelledby="job-fit" className="rounded-2xl border border-slate-200 bg-white p-5 md:p-6">
        <h2 id="job-fit" className="text-lg font-semibold">
          Fit to a job
        </h2>
        <div ref={jobField}>
          <TextArea
            label="Job description (optional)"
            rows={4}
            value={jobDescription}
            onValueChange={onJobDescriptionChange}
            placeholder="Paste the job ad to see which of its key terms your resume covers."
            className="mt-3"
            maxLength={TAILORING_LIMITS.jobDescriptionChars}
            hint={lengthHint(jobDescription, TAILORING_LIMITS.jobDescriptionChars)}
          />
        </div>
        <div className="mt-4 space-y-3">
          <TailorToJob
            jobDescription={jobDescription}
            onMissingJobDescription={() => jobField.current?.querySelector('textarea')?.focus()}
          />
          <TailorCopyButton resumeId={resumeId} jobDescription={jobDescription} flush={flush} />
          <WriteCoverLetterButton resumeId={resumeId} jobDescription={jobDescription} flush={flush} />
        </div>
        {readingPosting && (
          <p role="status" className="mt-4 text-sm text-slate-600">
            Reading the job posting…
          </p>
        )}
        {analysis.keywords && (
          <div className="mt-4">
            <KeywordCoverage keywords={analysis.keywords} posting={jobDescription} />
          </div>
        )}
      </section>
      <section aria-labelledby="findings">
        <h2 id="findings" className="mb-3 text-lg font-semibold">
          What to improve
        </h2>
        <FindingsList findings={analysis.findings} onFix={onFix} importReviewPath={importReviewPath} />
      </section>
    </div>
  );
}
