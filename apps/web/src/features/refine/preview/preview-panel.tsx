import { findTemplate, fullName, type ResumeData, resumePaper } from '@resume/core';
import { Download, LoaderCircle } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import type { EditResume } from '@/features/builder';
import { DownloadStatus, useResumeDownload } from '@/features/export';
import { PagePreview } from '@/features/preview';
import { TemplatePicker } from '../templates/template-picker';

export type PreviewPanelProps = {
  resumeId: string;
  data: ResumeData;
  template: string;
  isPremium: boolean;
  onTemplateChange(template: string): void;
  /** Sends unsaved edits, so a download has them. */
  flush(): Promise<void>;
  /** Edits the resume: with it, the design panel shows under the templates. */
  edit?: EditResume;
};

const upgradePath = (template: string, resumeId: string) =>
  `/upgrade?template=${template}&id=${encodeURIComponent(resumeId)}`;

/** Memoised, as the picker below: the panel re-renders on every keystroke, for the preview. */
const DownloadPdf = memo(function DownloadPdf({
  resumeId,
  flush,
  locked,
  tryingPro,
}: {
  resumeId: string;
  flush(): Promise<void>;
  locked: boolean;
  /** A free user previews this Pro template: downloading it is using it, which leads to the upgrade. */
  tryingPro: string | null;
}) {
  const { download, pending, error, downloaded, modal } = useResumeDownload(resumeId, {
    beforeDownload: flush,
  });
  if (locked) return null;
  if (tryingPro) {
    return (
      <Link to={upgradePath(tryingPro, resumeId)} className={buttonClasses({ size: 'sm' })}>
        <Download className="size-4" aria-hidden />
        Download PDF with Pro
      </Link>
    );
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <Button size="sm" onClick={() => download('pdf')} disabled={pending !== null}>
        {pending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <Download className="size-4" aria-hidden />
        )}
        Download PDF
      </Button>
      <DownloadStatus error={error} downloaded={downloaded} />
      {modal}
    </div>
  );
});

/**
 * Template choice, the live preview and the PDF download. Free users may look at every template:
 * a Pro one is shown in the preview without being chosen, and choosing it leads to the upgrade.
 * Memoised: the screen re-renders on save-status changes that leave the resume as it was.
 */
export const PreviewPanel = memo(function PreviewPanel({
  resumeId,
  data,
  template,
  isPremium,
  onTemplateChange,
  flush,
  edit,
}: PreviewPanelProps) {
  const [trying, setTrying] = useState<string | null>(null);
  const showing = findTemplate(trying ?? template) ?? findTemplate(template);
  const saved = findTemplate(template);
  const locked = Boolean(saved?.premium && !isPremium);
  const tryingPro = trying && showing?.premium && !isPremium ? showing.id : null;
  const choose = useCallback(
    (next: string) => {
      setTrying(null);
      if (next !== template) onTemplateChange(next);
    },
    [template, onTemplateChange],
  );

  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">Preview</h2>
        <DownloadPdf resumeId={resumeId} flush={flush} locked={locked} tryingPro={tryingPro} />
      </div>
      <TemplatePicker
        showing={showing?.id ?? template}
        isPremium={isPremium}
        name={fullName(data)}
        onChoose={choose}
        onTry={setTrying}
        edit={edit}
        design={data.design}
        location={data.location}
        data={data}
      />
      {trying && showing && (
        <div role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-700">
          <p>
            You are previewing <strong>{showing.name}</strong>, a Pro template.
          </p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-medium">
            <Link to={upgradePath(showing.id, resumeId)} className="underline">
              Use {showing.name} with Pro
            </Link>
            <button type="button" className="underline" onClick={() => setTrying(null)}>
              Back to {saved?.name ?? 'my template'}
            </button>
          </div>
        </div>
      )}
      {locked && !trying && saved && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {saved.name} is a Pro template: choose a free one to download a PDF, or{' '}
          <Link to={upgradePath(saved.id, resumeId)} className="font-medium underline">
            upgrade to Pro
          </Link>
          .
        </p>
      )}
      <PagePreview
        data={data}
        options={{
          template: showing?.id ?? template,
          watermark: !isPremium,
          paper: resumePaper(data),
        }}
        templateName={showing?.name ?? template}
        edit={trying ? undefined : edit}
      />
    </div>
  );
});
