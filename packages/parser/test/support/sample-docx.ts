import {
  Document,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
} from 'docx';

const tabbed = (left: TextRun, right: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
    children: [left, new TextRun(`\t${right}`)],
  });

/**
 * A Word resume as templates make them: the name in the Title style, contact details in the page
 * header, headings in Heading styles, dates on tab stops, bullets, and a table row for a school.
 */
export async function sampleResumeDocx(): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        headers: {
          default: new Header({
            children: [new Paragraph('jane.doe@example.com\t+44 20 7946 0958\tLondon, UK')],
          }),
        },
        children: [
          new Paragraph({ text: 'Jane Doe', heading: HeadingLevel.TITLE }),
          new Paragraph('github.com/janedoe'),
          new Paragraph({ text: 'Profile', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Backend engineer who builds reliable payment systems and mentors new developers.'),
          new Paragraph({ text: 'Work Experience', heading: HeadingLevel.HEADING_1 }),
          tabbed(
            new TextRun({ text: 'Acme Payments Ltd, Manchester, UK', bold: true }),
            'Jan 2021 – Present',
          ),
          new Paragraph({ children: [new TextRun({ text: 'Senior Software Engineer', italics: true })] }),
          new Paragraph({
            text: 'Cut settlement time by 40% by rewriting the batch pipeline',
            bullet: { level: 0 },
          }),
          tabbed(new TextRun({ text: 'Globex', bold: true }), 'June 2018 – Dec 2020'),
          new Paragraph({ children: [new TextRun({ text: 'Software Engineer', italics: true })] }),
          new Paragraph({ text: 'Built the public REST API used by 300 partners', bullet: { level: 0 } }),
          new Paragraph({ text: 'Education', heading: HeadingLevel.HEADING_1 }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({
                    children: [
                      new Paragraph({
                        children: [new TextRun({ text: 'University of Manchester', bold: true })],
                      }),
                    ],
                  }),
                  new TableCell({ children: [new Paragraph('2014 – 2018')] }),
                ],
              }),
            ],
          }),
          new Paragraph('BSc in Computer Science'),
          new Paragraph({ text: 'Skills', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Languages: Go, Python, TypeScript'),
          new Paragraph('Tools: PostgreSQL, Kafka, Docker'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

export const sampleResumeTxt = `Jane Doe
jane.doe@example.com | +44 20 7946 0958 | London, UK | github.com/janedoe

SUMMARY
Backend engineer who builds reliable payment systems and mentors new developers.

EXPERIENCE
Acme Payments Ltd\tJan 2021 - Present
Senior Software Engineer
- Cut settlement time by 40% by rewriting the batch pipeline

Globex\tJun 2018 - Dec 2020
Software Engineer
- Built the public REST API used by 300 partners

EDUCATION
University of Manchester      2014 - 2018
BSc in Computer Science

SKILLS
Languages: Go, Python, TypeScript
Tools: PostgreSQL, Kafka, Docker
`;
