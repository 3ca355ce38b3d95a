/** @jsxRuntime automatic */
import { Document } from '@react-pdf/renderer';
import { PRODUCT_NAME, type ResumeData, toResumeView } from '@resume/core';
import type { Paper } from './blocks/page';
import { registerResumeFonts } from './fonts/register';
import { templateLayout } from './templates';

export type ResumeDocumentProps = {
  data: ResumeData;
  /** An id of the TEMPLATES catalogue; an unknown id throws. */
  template: string;
  paper?: Paper;
  /** "Created with ResumeCraft" at the foot of every page (free plan). */
  watermark?: boolean;
  /** The PDF's title metadata; defaults to "<name> – Resume". */
  title?: string;
};

/**
 * The resume as a react-pdf document: the browser preview (e.g. in <PDFViewer>) and the server
 * export render this same element, so what a person previews is what they download.
 */
export function ResumeDocument({
  data,
  template,
  paper = 'A4',
  watermark = false,
  title,
}: ResumeDocumentProps) {
  const Layout = templateLayout(template);
  registerResumeFonts();
  const resume = toResumeView(data);
  return (
    <Document
      title={title || (resume.name ? `${resume.name} – Resume` : 'Resume')}
      author={resume.name || undefined}
      subject={resume.title || undefined}
      creator={PRODUCT_NAME}
      producer={PRODUCT_NAME}
    >
      <Layout resume={resume} paper={paper} watermark={watermark} />
    </Document>
  );
}
