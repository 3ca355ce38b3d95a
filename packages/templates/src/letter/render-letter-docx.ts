import type { CoverLetterContent, ResumeData } from '@resume/core';
import { PRODUCT_NAME } from '@resume/core';
import { Document, Packer, Paragraph } from 'docx';
import { designedView } from '../design/designed-view';
import { printedPaper } from '../design/paper';
import { twips, wordStyles } from '../docx/docx-styles';
import { Writer, watermarkFooter, wordPage } from '../docx/render-docx';
import { wordFontTable } from '../docx/word-fonts';
import { templateDesign } from '../templates';
import { docxLetterHead } from './docx-letter-head';
import type { RenderLetterOptions } from './render-letter';

const present = (lines: string[]) => lines.filter((line) => line.trim() !== '');

/** A block of lines (the recipient, the sign-off) with space after it, as in the PDF. */
function block(lines: string[], after: number): Paragraph[] {
  return present(lines).map(
    (text, i, all) => new Paragraph({ text, spacing: { after: i === all.length - 1 ? after : 0 } }),
  );
}

/**
 * A cover letter as a Word document in the resume's template: its Word styles (fonts, colours),
 * margins and letterhead (docx-letter-head.ts: the resume's header with the template's band or rule), then the letter as ordinary paragraphs a person can keep editing.
 */
export async function renderLetterDocx(
  letter: CoverLetterContent,
  resume: ResumeData,
  options: RenderLetterOptions,
): Promise<Uint8Array> {
  const design = templateDesign(options.template, resume.design);
  const { size } = design.theme.tokens;
  const page = wordPage(design, printedPaper(resume, options.paper));
  const { textWidth } = page;
  const writer = new Writer(design, textWidth);
  const gap = twips(size * 1.1);
  const body = [
    new Paragraph({ text: '', spacing: { after: gap } }),
    ...block([letter.date], gap),
    ...block([letter.recipient_name, letter.recipient_title, letter.company], gap),
    ...block([letter.greeting], gap),
    ...present(letter.paragraphs).map((text) => new Paragraph({ text, spacing: { after: gap } })),
    ...block([letter.closing, letter.signature_name], 0),
  ];
  const doc = new Document({
    creator: PRODUCT_NAME,
    title: present(['Cover letter', letter.role, letter.company]).join(' – '),
    styles: wordStyles(design),
    sections: [
      {
        properties: { page: { size: page.size, margin: page.margin } },
        ...(options.watermark ? { footers: { default: watermarkFooter(design) } } : {}),
        children: [
          ...docxLetterHead(designedView(resume), writer, design, options.template, textWidth),
          ...body,
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc, false, [wordFontTable(design.theme.tokens.fonts)]));
}
