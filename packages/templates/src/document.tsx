/** @jsxRuntime automatic */
import { Document } from '@react-pdf/renderer';
import { PRODUCT_NAME, type ResumeData } from '@resume/core';
import type { Paper } from './blocks/page';
import { ThemeProvider } from './blocks/theme';
import { designedView } from './design/designed-view';
import { printedPaper } from './design/paper';
import { registerResumeFonts } from './fonts/register';
import { templateDesign, templateLayout } from './templates';

export type ResumeDocumentProps = {
  data: ResumeData;
  /** An id of the TEMPLATES catalogue; an unknown id throws. */
  template: string;
  /** The paper unless the resume's design names one (default: the person's country's, core paperFor). */
  paper?: Paper;
  /** "Created with ResumeCraft" at the foot of every page (free plan). */
  watermark?: boolean;
  /** The PDF's title metadata; defaults to "<name> – Resume". */
  title?: string;
};

/**
 * The resume as a react-pdf document: the browser preview (e.g. in <PDFViewer>) and the server
 * export render this same element, so what a person previews is what they download. The resume's
 * design (data.design: accent, font, sizes, margins, paper, dates) applies to every template.
 */
export function ResumeDocument({ data, template, paper, watermark = false, title }: ResumeDocumentProps) {
  const Layout = templateLayout(template);
  const { theme } = templateDesign(template, data.design);
  registerResumeFonts();
  const resume = designedView(data);
  return (
    <Document
      title={title || (resume.name ? `${resume.name} – Resume` : 'Resume')}
      author={resume.name || undefined}
      subject={resume.title || undefined}
      creator={PRODUCT_NAME}
      producer={PRODUCT_NAME}
    >
      <ThemeProvider theme={theme}>
        <Layout resume={resume} paper={printedPaper(data, paper)} watermark={watermark} photo={data.photo} />
      </ThemeProvider>
    </Document>
  );
}
