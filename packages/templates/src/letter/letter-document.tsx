/** @jsxRuntime automatic */
import { Document, Text, View } from '@react-pdf/renderer';
import { type CoverLetterContent, PRODUCT_NAME, type ResumeData } from '@resume/core';
import { type Paper, ResumePage } from '../blocks/page';
import { ThemeProvider, useTheme } from '../blocks/theme';
import { designedView } from '../design/designed-view';
import { printedPaper } from '../design/paper';
import { registerResumeFonts } from '../fonts/register';
import { templateDesign } from '../templates';
import { LetterBackground, LetterPageContent } from './letter-head';

export type LetterDocumentProps = {
  letter: CoverLetterContent;
  /** The resume the letter goes with: its header (name, headline, contacts) tops the letter. */
  resume: ResumeData;
  /** The resume's template: the letter takes its fonts, colours, margins and header styles, in the resume's design. */
  template: string;
  /** The paper unless the resume's design names one (default: the person's country's). */
  paper?: Paper;
  watermark?: boolean;
};

const present = (lines: string[]) => lines.filter((line) => line.trim() !== '');

function LetterBody({ letter }: { letter: CoverLetterContent }) {
  const { styles, tokens } = useTheme();
  const gap = { marginTop: tokens.size * 1.1 };
  const recipient = present([letter.recipient_name, letter.recipient_title, letter.company]);
  return (
    <View style={{ marginTop: tokens.size * 2 }}>
      {letter.date.trim() ? <Text style={styles.paragraph}>{letter.date}</Text> : null}
      {recipient.length > 0 ? (
        <View style={gap}>
          {recipient.map((line) => (
            <Text key={line} style={styles.paragraph}>
              {line}
            </Text>
          ))}
        </View>
      ) : null}
      {letter.greeting.trim() ? <Text style={[styles.paragraph, gap]}>{letter.greeting}</Text> : null}
      {present(letter.paragraphs).map((paragraph, index) => (
        <Text key={index} style={[styles.paragraph, gap]}>
          {paragraph}
        </Text>
      ))}
      <View style={gap} wrap={false}>
        {present([letter.closing, letter.signature_name]).map((line) => (
          <Text key={line} style={styles.paragraph}>
            {line}
          </Text>
        ))}
      </View>
    </View>
  );
}

/**
 * A cover letter in the design of the resume it goes with: the template's theme (fonts, colours,
 * margins) and the resume's header as that template draws it (letter-head.tsx: the modern band, the
 * executive rule, the sidebar's tinted column…), over the letter's text.
 */
export function LetterDocument({ letter, resume, template, paper, watermark = false }: LetterDocumentProps) {
  const { theme } = templateDesign(template, resume.design);
  registerResumeFonts();
  const view = designedView(resume);
  const subject = present([letter.role, letter.company]).join(' – ');
  return (
    <Document
      title={present(['Cover letter', subject]).join(': ')}
      author={view.name || undefined}
      creator={PRODUCT_NAME}
      producer={PRODUCT_NAME}
    >
      <ThemeProvider theme={theme}>
        <ResumePage
          paper={printedPaper(resume, paper)}
          watermark={watermark}
          background={<LetterBackground template={template} />}
        >
          <LetterPageContent template={template} resume={view}>
            <LetterBody letter={letter} />
          </LetterPageContent>
        </ResumePage>
      </ThemeProvider>
    </Document>
  );
}
