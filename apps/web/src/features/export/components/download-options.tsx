import { type ExportFormat, findTemplate, type PaperSize, WATERMARK_TEXT } from '@resume/core';
import { Braces, FileCode, FileText, FileType, Hash, LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/fields';
import { useResumeDownload } from '../use-resume-download';
import { DownloadStatus } from './download-status';
import { PremiumTemplateNotice } from './premium-template-notice';

const PAPERS: { value: PaperSize; label: string }[] = [
  { value: 'A4', label: 'A4' },
  { value: 'LETTER', label: 'US Letter' },
];

type Props = {
  resumeId: string;
  template: string;
  /** The paper offered first: the resume's design's, else its country's (resumePaper). */
  defaultPaper: PaperSize;
  isPremium: boolean;
  beforeDownload(): Promise<void>;
};

function Row({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
      <div className="flex flex-1 gap-3">
        <span className="mt-0.5 text-brand-600">{icon}</span>
        <div>
          <h3 className="font-semibold">{title}</h3>
          <div className="mt-1 space-y-3 text-sm text-slate-600">{children}</div>
        </div>
      </div>
      <div className="shrink-0">{action}</div>
    </li>
  );
}

/**
 * Every file a person can take away, each one click with a line on when to use it (and the paper
 * size, for the two laid out in the template).
 */
export function DownloadOptions({ resumeId, template, defaultPaper, isPremium, beforeDownload }: Props) {
  const { download, pending, error, downloaded, modal } = useResumeDownload(resumeId, { beforeDownload });
  // US Letter in the United States and Canada, A4 elsewhere: the person may still choose.
  const [paper, setPaper] = useState<PaperSize>(defaultPaper);
  const info = findTemplate(template);
  // A Pro template may be looked at, not downloaded laid out: the PDF and the Word file need Pro.
  const layoutLocked = Boolean(info?.premium && !isPremium);
  const laidOut = (format: ExportFormat) => format === 'pdf' || format === 'docx';
  const button = (format: ExportFormat, label: string) => (
    <Button onClick={() => download(format, laidOut(format) ? paper : undefined)} disabled={pending !== null}>
      {pending === format && <LoaderCircle className="size-4 animate-spin" aria-hidden />}
      {label}
    </Button>
  );

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        <Row
          icon={<FileText className="size-5" aria-hidden />}
          title="PDF"
          action={!layoutLocked && button('pdf', 'Download PDF')}
        >
          <p>
            {isPremium
              ? 'Ready to print and send, without a watermark.'
              : `Ready to print and send, with a small “${WATERMARK_TEXT}” line at the foot of each page. Pro downloads it clean.`}
          </p>
          {layoutLocked && info ? (
            <PremiumTemplateNotice template={info} resumeId={resumeId} />
          ) : (
            <SelectField
              label="Paper size"
              value={paper}
              options={PAPERS}
              onValueChange={(value) => setPaper(value as PaperSize)}
              className="max-w-40"
            />
          )}
        </Row>
        <Row
          icon={<FileText className="size-5" aria-hidden />}
          title="Word (DOCX)"
          action={!layoutLocked && button('docx', 'Download Word')}
        >
          <p>
            What recruiters and job portals ask for most; edit it in Word, Google Docs or LibreOffice.
            {isPremium ? '' : ` Free downloads carry the “${WATERMARK_TEXT}” line in the footer.`}
          </p>
          {layoutLocked && <p>Like the PDF, the Word file of a Pro template comes with Pro.</p>}
        </Row>
        <Row
          icon={<FileType className="size-5" aria-hidden />}
          title="Plain text (TXT)"
          action={button('txt', 'Download TXT')}
        >
          <p>For job-site forms and emails: paste it anywhere, it keeps its headings and bullets.</p>
        </Row>
        <Row
          icon={<Hash className="size-5" aria-hidden />}
          title="Markdown"
          action={button('md', 'Download Markdown')}
        >
          <p>For a GitHub profile, a personal site or a notes app: clean headings, bullets and links.</p>
        </Row>
        <Row
          icon={<Braces className="size-5" aria-hidden />}
          title="Data (JSON)"
          action={button('json', 'Download JSON')}
        >
          <p>Everything on your resume as structured data, to keep a copy or move it elsewhere.</p>
        </Row>
        <Row
          icon={<FileCode className="size-5" aria-hidden />}
          title="JSON Resume"
          action={button('jsonresume', 'Download JSON Resume')}
        >
          <p>
            The open standard developers use (jsonresume.org): works with its themes and tools, and uploads
            back here.
          </p>
        </Row>
      </ul>
      <DownloadStatus error={error} downloaded={downloaded} />
      {modal}
    </div>
  );
}
