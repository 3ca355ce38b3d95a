import { type ResumeData, TEMPLATES } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { describe, expect, it } from 'vitest';
import { resumeToHtml } from '.';
import { safeHref } from './escape';

const resume = completeResume();

/** The text of the markup, tags dropped, for reading order. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the resume as a web page', () => {
  it('shows every part of the resume in reading order: header, then the template’s sections', () => {
    const { body } = resumeToHtml(resume, 'classic');
    const text = textOf(body);
    const order = [
      'Jane Alexandra Doe',
      'Senior Software Engineer',
      'Summary',
      'Experience',
      'Education',
      'Skills',
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const job of resume.experience) expect(text).toContain(job.company);
    expect(body.match(/<h1>/g)).toHaveLength(1);
    expect(body).toContain('<h2 id="s-experience">Experience</h2>');
  });

  it('every template renders, the sidebar one with a side column after the main one', () => {
    for (const template of TEMPLATES) {
      const { body, css } = resumeToHtml(resume, template.id);
      expect(body, template.id).toContain('Jane Alexandra Doe');
      expect(css, template.id).toContain('@media print');
    }
    const { body } = resumeToHtml(resume, 'sidebar');
    expect(body).toContain('class="resume with-side');
    expect(body.indexOf('<aside')).toBeGreaterThan(body.indexOf('s-experience'));
    expect(body.slice(body.indexOf('<aside'))).toContain('s-skills');
  });

  it('follows the person’s design: the accent colour and the font family', () => {
    const designed: ResumeData = {
      ...resume,
      design: { ...resume.design, accent: '#aa3300', font: 'eb-garamond' } as ResumeData['design'],
    };
    const { css } = resumeToHtml(designed, 'modern');
    expect(css).toMatch(/--accent: #[0-9a-f]{6}/i);
    expect(css).not.toEqual(resumeToHtml(resume, 'modern').css);
    expect(css).toContain('"EB Garamond", "Garamond", serif');
    // One column on a phone; the layout widens only from 48rem.
    expect(css).toContain('@media (min-width: 48rem)');
  });

  it('escapes the person’s text and keeps only web, mail and phone links', () => {
    const hostile: ResumeData = {
      ...resume,
      first_name: '<img src=x onerror=alert(1)>',
      summary: '"quotes" & \'apostrophes\' </article><script>alert(1)</script>',
      extras: { ...resume.extras!, links: [{ label: 'x', url: 'javascript:alert(1)' }] },
    };
    const { body } = resumeToHtml(hostile, 'classic');
    expect(body).not.toContain('<img');
    expect(body).not.toContain('<script');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body).toContain('&quot;quotes&quot; &amp; &#39;apostrophes&#39; &lt;/article&gt;');
    expect(body).not.toMatch(/href="javascript/i);
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeHref(' JavaScript:alert(1)')).toBe('');
    expect(safeHref('data:text/html,x')).toBe('');
  });

  it('follows the person’s sections: hidden ones stay off the page, their headings and own sections show', () => {
    const arranged = {
      ...resume,
      sections: {
        order: ['custom:talks', 'experience'],
        headings: { experience: 'Work' },
        hidden: ['education'],
      },
      custom_sections: [
        {
          id: 'talks',
          heading: 'Talks <given>',
          entries: [
            {
              title: 'Scaling payments',
              subtitle: 'QCon',
              start_date: '2024-03',
              end_date: '',
              place: 'London',
              description: '',
              bullets: ['Keynote'],
            },
          ],
        },
      ],
    } as unknown as ResumeData;
    const { body } = resumeToHtml(arranged, 'classic');
    const text = textOf(body);
    expect(text).not.toContain('Education');
    for (const school of resume.education) expect(text).not.toContain(school.institution);
    expect(body).toContain('<h2 id="s-experience">Work</h2>');
    expect(body).toContain('Talks &lt;given&gt;');
    expect(text.indexOf('Scaling payments')).toBeLessThan(text.indexOf('Work'));
    expect(text).toContain('Keynote');
  });
});
