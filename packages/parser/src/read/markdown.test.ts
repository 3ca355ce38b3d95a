import { describe, expect, it } from 'vitest';
import { toCorpusPrediction } from '../../test/support/corpus-prediction';
import { parseResume } from '../parse-resume';
import { looksLikeMarkdown, markdownLine } from './markdown';

describe('Markdown lines', () => {
  it('tells Markdown from plain text by its headings', () => {
    expect(looksLikeMarkdown('# Jane Doe\n\n## Experience\n')).toBe(true);
    expect(looksLikeMarkdown('Jane Doe\n#hashtag\nC# developer\n## Experience')).toBe(false);
  });

  it('reads headings, emphasis, links and escapes for what they say', () => {
    expect(markdownLine('## Experience ##')).toEqual({
      text: 'Experience',
      heading: 2,
      bold: false,
      italic: false,
    });
    expect(markdownLine('**Staff Engineer** at __Acme__')).toMatchObject({
      text: 'Staff Engineer at Acme',
      bold: false,
    });
    expect(markdownLine('**Senior Engineer**')).toMatchObject({ text: 'Senior Engineer', bold: true });
    expect(markdownLine('*Jan 2020 – Present · Berlin*')).toMatchObject({
      text: 'Jan 2020 – Present · Berlin',
      italic: true,
    });
    expect(markdownLine('[jane.dev](https://jane.dev) · [Talk](https://youtu.be/x)').text).toBe(
      'jane.dev · Talk — https://youtu.be/x',
    );
    expect(markdownLine('<https://jane.dev> · <mailto:jane@x.io> · a <b> c').text).toBe(
      'https://jane.dev · mailto:jane@x.io · a <b> c',
    );
    expect(markdownLine('- Cut costs by 30% \\*and\\* C# `latency`').text).toBe(
      '- Cut costs by 30% *and* C# latency',
    );
    expect(markdownLine('snake_case_names and 2*3*4').text).toBe('snake_case_names and 2*3*4');
    expect(markdownLine('---').text).toBe('');
    expect(markdownLine('> A quote').text).toBe('A quote');
  });
});

/** A resume as people write one in a README, not as our export writes it. */
const README = `# Tomás Ferreira
**Platform Engineer** — Lisbon, Portugal
tomas@example.com | +351 21 000 0000 | [github.com/tferreira](https://github.com/tferreira)

## About
I keep clusters boring so product teams can move fast.

## Work
### Site Reliability Engineer, Atlântico Bank
_Feb 2020 – present_
- Moved 140 services to Kubernetes
- Cut pages per week from 30 to 4

### Systems Administrator, Correio Digital
_2016 – 2020_
- Ran the mail platform for 2M users

## Education
### BSc Computer Engineering, Universidade de Lisboa
_2012 – 2016_

## Skills
Kubernetes, Terraform, Go, PostgreSQL
`;

describe('a resume written in Markdown', () => {
  it('reads as the resume it describes', async () => {
    const { data, fileType } = await parseResume(new TextEncoder().encode(README));
    expect(fileType).toBe('txt');
    const read = toCorpusPrediction(data);
    expect(read).toMatchObject({
      name: 'Tomás Ferreira',
      email: 'tomas@example.com',
      phone: '+351 21 000 0000',
      summary: 'I keep clusters boring so product teams can move fast.',
    });
    expect(read.work.map((job) => [job.title, job.company, job.start, job.end])).toEqual([
      ['Site Reliability Engineer', 'Atlântico Bank', '2020-02', 'present'],
      ['Systems Administrator', 'Correio Digital', '2016', '2020'],
    ]);
    expect(data.experience[0]?.achievements).toEqual([
      'Moved 140 services to Kubernetes',
      'Cut pages per week from 30 to 4',
    ]);
    expect(data.education[0]).toMatchObject({ institution: 'Universidade de Lisboa' });
    expect(data.skills.map((s) => s.name)).toEqual(['Kubernetes', 'Terraform', 'Go', 'PostgreSQL']);
  });
});
