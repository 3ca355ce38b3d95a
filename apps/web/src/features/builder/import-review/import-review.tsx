import { doubtfulSections, type ResumeData } from '@resume/core';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import type { UploadReport } from '@/features/resumes';
import { builderPath } from '../builder-links';
import { AiReadingPanel } from './ai-reading-panel';
import { placeChecks } from './place-checks';
import { ReadSectionCard } from './read-section-card';
import { readSections } from './read-sections';
import { ReviewSummary } from './review-summary';

type Props = {
  resumeId: string;
  data: ResumeData;
  report: UploadReport;
  /**
   * Saves new data for the resume through the builder's editor (PUT with its version, a conflict
   * merged); rejects with the reason when it could not. "Read with AI" is offered only with it.
   */
  onSave?: (data: ResumeData) => Promise<void>;
};

/**
 * Right after an upload: what was read, section by section, with every uncertain reading marked
 * next to what it concerns and every section probably misread said so plainly, before the person
 * goes on to the builder.
 */
export function ImportReview({ resumeId, data, report, onSave }: Props) {
  const sections = readSections(data);
  const places = placeChecks(sections, report.checks);
  const misread = doubtfulSections(report.sections);
  return (
    <PageFrame
      title="Check what we read"
      description="Here is what we read from your file, section by section. Look at anything marked “Check this”, then continue to the builder."
    >
      <div className="max-w-3xl space-y-4">
        <ReviewSummary
          resumeId={resumeId}
          count={report.checks.length + misread.length}
          misread={misread}
          unplaced={places.unplaced}
          warnings={report.warnings}
        />
        {onSave && <AiReadingPanel resumeId={resumeId} data={data} onApply={onSave} />}
        {sections.map((section) => (
          <ReadSectionCard
            key={section.id}
            resumeId={resumeId}
            section={section}
            places={places}
            misread={misread.find((m) => m.section === section.id)}
          />
        ))}
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <Link
            to={builderPath(resumeId, { step: 'contacts' })}
            className={`${buttonClasses()} w-full md:w-auto`}
          >
            Continue to the builder <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
