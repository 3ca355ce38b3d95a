import { emptyResumeData, type ResumeSectionId, SECTION_LABELS, suggestedArrangement } from '@resume/core';
import { FilePlus2, LoaderCircle, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { useSession } from '@/features/auth';
import { useAnswersGuidance } from '@/features/onboarding';
import { useCreateResume, useResumeList } from '@/features/resumes';
import { TemplateGallery } from '@/features/template-gallery';
import { isResumeLimit, LimitReached } from './limit-reached';
import { SuggestedSetup } from './suggested-setup';
import { UploadCard } from './upload/upload-card';
import { useStartGalleryData } from './use-start-gallery';

/**
 * The builder's steps in the order it will show them ("Contacts, experience, education, skills and
 * a summary"): projects are edited within the experience step, and the summary always comes last.
 */
function builderOutline(sections: readonly ResumeSectionId[]): string {
  const [first = '', ...rest] = sections
    .filter((s) => s !== 'projects' && s !== 'summary')
    .map((s) => SECTION_LABELS[s]);
  return `${[first, ...rest.map((label) => label.toLowerCase())].join(', ')} and a summary`;
}

export function StartPage() {
  const navigate = useNavigate();
  const list = useResumeList();
  const create = useCreateResume();
  const guidance = useAnswersGuidance();
  const latest = list.data?.[0];
  const limitReached = isResumeLimit(create.error);
  const watermark = !useSession().user?.is_premium;
  // The template a new resume starts in: the suggested one until the person picks another.
  const [picked, setPicked] = useState<string | null>(null);
  const template = picked ?? guidance.template;
  const galleryData = useStartGalleryData(latest?.id);

  // A suggested order is the new resume's own, so it prints, and the builder edits it, in that order.
  const data = guidance.fromAnswers
    ? { ...emptyResumeData(), sections: suggestedArrangement(guidance.order) }
    : undefined;
  const startFromScratch = () =>
    create.mutate(
      { template, data },
      { onSuccess: (resume) => navigate(`/builder?id=${encodeURIComponent(resume.id)}&step=contacts`) },
    );

  return (
    <PageFrame
      title="Create your resume"
      description="Start from scratch and we will guide you, section by section, or upload the resume you have."
    >
      {latest && (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <p className="min-w-0 text-sm text-slate-700 wrap-anywhere">
            You already have a resume, <strong>{latest.name}</strong>.
          </p>
          <Link
            to={`/builder?id=${encodeURIComponent(latest.id)}`}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            <PencilLine className="size-4" aria-hidden /> Continue editing
          </Link>
        </div>
      )}
      <SuggestedSetup guidance={guidance} />
      <div className="grid gap-4 md:grid-cols-2">
        <button
          type="button"
          onClick={startFromScratch}
          disabled={create.isPending}
          className="group flex flex-col items-start rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-xs transition hover:border-brand-600 hover:shadow-md disabled:opacity-70"
        >
          {create.isPending ? (
            <LoaderCircle className="size-8 animate-spin text-brand-600" aria-hidden />
          ) : (
            <FilePlus2 className="size-8 text-brand-600" aria-hidden />
          )}
          {/* Text in a button: spans (a paragraph may not sit in a button). */}
          <span className="mt-4 block text-lg font-semibold">Start from scratch</span>
          <span className="mt-1 block text-sm text-slate-600">
            {builderOutline(guidance.order.sections)} — about ten minutes.
          </span>
        </button>
        <UploadCard />
      </div>
      {create.error &&
        (limitReached ? (
          <LimitReached />
        ) : (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {create.error.message}
          </p>
        ))}
      <section aria-labelledby="start-templates" className="mt-8">
        <h2 id="start-templates" className="text-lg font-semibold">
          Choose a template
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-600 wrap-anywhere">
          {latest ? `Each one shows your resume “${latest.name}”` : 'Each one shows a sample resume'}; a new
          resume starts in the one you pick, and you can change it at any time.
        </p>
        <TemplateGallery
          selected={template}
          data={galleryData}
          watermark={watermark}
          onSelect={(chosen) => setPicked(chosen.id)}
        />
      </section>
      <p className="mt-8 text-sm text-slate-600">
        Also here:{' '}
        <Link to="/resumes" className="font-medium text-brand-700 hover:underline">
          your resumes
        </Link>{' '}
        and the{' '}
        <Link to="/ai-writer" className="font-medium text-brand-700 hover:underline">
          AI Writer
        </Link>
        , which writes summaries and achievements with you.
      </p>
    </PageFrame>
  );
}
