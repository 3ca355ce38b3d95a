import { HtmlRenderer, type Node, Parser } from 'commonmark';
import { describe, expect, it } from 'vitest';
import { emptyResumeData } from '../schemas/resume';
import { resumeWith, untidyResume } from '../testing';
import { escapeMarkdown, resumeToMarkdown } from './markdown-resume';

/** The document as CommonMark's reference parser reads it. */
const parse = (markdown: string) => new Parser().parse(markdown);

function nodes(root: Node, type: Node['type']): Node[] {
  const found: Node[] = [];
  const walker = root.walker();
  for (let step = walker.next(); step; step = walker.next()) {
    if (step.entering && step.node.type === type) found.push(step.node);
  }
  return found;
}

/** The plain text of a node, as a reader sees it rendered. */
function textOf(node: Node): string {
  let text = '';
  const walker = node.walker();
  for (let step = walker.next(); step; step = walker.next()) {
    if (step.entering && (step.node.type === 'text' || step.node.type === 'code')) text += step.node.literal;
    if (step.entering && step.node.type === 'softbreak') text += ' ';
  }
  return text;
}

describe('resume as Markdown', () => {
  it('writes the whole resume as headings, italics, bullets and links', () => {
    expect(resumeToMarkdown(untidyResume())).toBe(
      [
        '# Jane A. Doe',
        '**Software Engineer**',
        'jane@example.com · +1 415 555 0142 · San Francisco, CA · LinkedIn: [linkedin.com/in/jane](https://linkedin.com/in/jane) · Portfolio: [jane.dev](https://jane.dev)',
        '## Summary',
        'Backend engineer with eight years in payments.',
        'I make systems fast.',
        '## Experience',
        '### Staff Engineer — Acme',
        '*Jan 2020 – Present · San Francisco, USA*',
        'Payments for small shops.',
        '- Cut p99 latency by 40%.\n- Led a team of five.',
        '### Engineer — Initech',
        '*2016 – Dec 2019*',
        '## Education',
        '### BSc in Computer Science — Stanford University',
        '*Sep 2012 – Jun 2016*',
        '## Skills',
        'Go (Expert), PostgreSQL',
        '## Languages',
        'English (Native), Spanish',
        '## Certifications',
        '- **AWS Solutions Architect** — Amazon, Mar 2021',
        '## Projects',
        '### [pgq](https://github.com/jane/pgq)',
        'A job queue on PostgreSQL.',
        '## Links',
        '- [Blog](https://jane.dev/blog)\n',
      ].join('\n\n'),
    );
  });

  it('reads as the same resume through the CommonMark reference parser', () => {
    const doc = parse(resumeToMarkdown(untidyResume()));
    const headings = nodes(doc, 'heading').map((h) => `${h.level} ${textOf(h)}`);
    expect(headings).toEqual([
      '1 Jane A. Doe',
      '2 Summary',
      '2 Experience',
      '3 Staff Engineer — Acme',
      '3 Engineer — Initech',
      '2 Education',
      '3 BSc in Computer Science — Stanford University',
      '2 Skills',
      '2 Languages',
      '2 Certifications',
      '2 Projects',
      '3 pgq',
      '2 Links',
    ]);
    expect(nodes(doc, 'item').map(textOf)).toEqual([
      'Cut p99 latency by 40%.',
      'Led a team of five.',
      'AWS Solutions Architect — Amazon, Mar 2021',
      'Blog',
    ]);
    expect(nodes(doc, 'link').map((l) => l.destination)).toEqual([
      'https://linkedin.com/in/jane',
      'https://jane.dev',
      'https://github.com/jane/pgq',
      'https://jane.dev/blog',
    ]);
    expect(nodes(doc, 'html_inline')).toEqual([]);
  });

  it("prints the person's own characters, never taking them for formatting", () => {
    const tricky = {
      summary: '*Not bold* & <b>not html</b> &amp; [not](a link) `code` ~strike~ a|b',
      title: '# Not a heading',
      skills: [
        { name: 'C#', level: null },
        { name: 'F#_', level: null },
      ],
    };
    const doc = parse(resumeToMarkdown(resumeWith({ first_name: '1.', last_name: 'Dot', ...tricky })));
    expect(nodes(doc, 'heading').map(textOf)).toEqual(['1. Dot', 'Summary', 'Skills']);
    const paragraphs = nodes(doc, 'paragraph').map(textOf);
    expect(paragraphs).toEqual(['# Not a heading', tricky.summary, 'C#, F#_']);
    for (const type of ['emph', 'link', 'html_inline', 'code', 'list'] as const)
      expect(nodes(doc, type)).toEqual([]);
    // Lines that would start a block are escaped wherever a line starts.
    for (const start of ['- item', '+ item', '> quote', '1) item', '2. item', '=== rule'])
      expect(textOf(parse(escapeMarkdown(start)))).toBe(start);
  });

  it('writes nothing for an empty resume, and no heading for an empty section', () => {
    expect(resumeToMarkdown(emptyResumeData())).toBe('');
    expect(resumeToMarkdown(resumeWith({ first_name: 'Ana', skills: [{ name: 'SQL', level: null }] }))).toBe(
      '# Ana\n\n## Skills\n\nSQL\n',
    );
    const html = new HtmlRenderer().render(parse(resumeToMarkdown(untidyResume())));
    expect(html).toContain('<h1>Jane A. Doe</h1>');
  });
});
