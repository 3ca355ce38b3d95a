import { findTemplate, MESSAGES, resumePaper } from '@resume/core';
import { Link } from 'react-router';
import { PageFrame } from '@/components/ui/page-frame';
import { ProblemPage } from '@/components/ui/problem-page';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth';
import { PlanComparison } from '@/features/billing';
import { SharePanel } from '@/features/public-link';
import { useCurrentResumeId, useResumeEditor } from '@/features/resumes';
import { DownloadOptions } from './components/download-options';

function Export({ id }: { id: string }) {
  const { user } = useSession();
  // The editor, not a plain read: changes still on their way from the last screen are sent
  // before a download, so the file always has them.
  const { status, doc, error, store } = useResumeEditor(id);
  if (status === 'error' && !doc)
    return <ProblemPage title="Export" message={error ?? MESSAGES.resumeLoadError} />;
  if (!doc || !store) return <FullPageSpinner label="Loading your resume" />;
  const isPremium = Boolean(user?.is_premium);
  const template = findTemplate(doc.template);

  return (
    <PageFrame title="Export" description="Take your resume with you: print it, send it, or paste it.">
      <div className="space-y-10">
        <section aria-labelledby="downloads">
          <h2 id="downloads" className="text-lg font-semibold wrap-anywhere">
            Download “{doc.name}”
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">
            {template ? `${template.name} template. ` : ''}
            <Link
              to={`/refine?id=${encodeURIComponent(id)}`}
              className="font-medium text-brand-700 hover:underline"
            >
              Change the template or preview it
            </Link>
          </p>
          <DownloadOptions
            resumeId={id}
            template={doc.template}
            defaultPaper={resumePaper(doc.data)}
            isPremium={isPremium}
            beforeDownload={() => store.flush()}
          />
        </section>
        <section aria-labelledby="share">
          <h2 id="share" className="mb-4 text-lg font-semibold">
            Share
          </h2>
          <SharePanel resumeId={id} isRegistered={Boolean(user?.is_registered)} />
        </section>
        <section aria-labelledby="plans">
          <h2 id="plans" className="mb-4 text-lg font-semibold">
            Free and Pro
          </h2>
          <PlanComparison isPremium={isPremium} />
          {!isPremium && (
            <Link to="/upgrade" className="mt-4 inline-block font-medium text-brand-700 hover:underline">
              Get Pro
            </Link>
          )}
        </section>
      </div>
    </PageFrame>
  );
}

export function ExportPage() {
  const { id, isLoading, hasNone } = useCurrentResumeId();
  if (isLoading) return <FullPageSpinner />;
  if (!id || hasNone) return <ProblemPage title="Export" message={MESSAGES.resumeIdMissing} />;
  return <Export key={id} id={id} />;
}
