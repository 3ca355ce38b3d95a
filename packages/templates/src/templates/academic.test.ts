import { type ResumeData, resumeDataSchema } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text';
import { renderResumeDocx, renderResumePdf } from '../index';

/** A researcher's CV: the full resume with publications, grants and talks of their own. */
const cv = (sections?: ResumeData['sections']): ResumeData =>
  resumeDataSchema.parse({
    ...completeResume(),
    ...(sections ? { sections } : {}),
    custom_sections: [
      {
        id: 'publications',
        heading: 'Publications',
        entries: [
          {
            title: 'Settlement at scale: batch windows in card networks',
            subtitle: 'Journal of Payment Systems 12(3)',
            start_date: '2022-05',
            end_date: '2022-05',
          },
        ],
      },
      {
        id: 'grants',
        heading: 'Grants',
        entries: [{ title: 'Open infrastructure fund', subtitle: 'EUR 40,000', start_date: '2021-01' }],
      },
      {
        id: 'talks',
        heading: 'Talks',
        entries: [{ title: 'Keynote: fast and observable', place: 'Berlin', start_date: '2023-09' }],
      },
    ],
  });

const text = async (data: ResumeData) =>
  (await readPdf(await renderResumePdf(data, { template: 'academic' }))).text;

describe('the academic CV', () => {
  it('prints publications, grants and talks after education and experience, before skills', async () => {
    const read = await text(cv());
    const at = (words: string) => read.indexOf(words);
    for (const heading of ['publications', 'grants', 'talks']) expect(at(heading)).toBeGreaterThan(0);
    // A school, then a job, then the person's own sections, then a skill.
    expect(at('university of edinburgh')).toBeLessThan(at('northwind payments'));
    expect(at('northwind payments')).toBeLessThan(at('publications'));
    expect(at('publications')).toBeLessThan(at('grants'));
    expect(at('grants')).toBeLessThan(at('talks'));
    expect(at('talks')).toBeLessThan(at('technical writing'));
    expect(read).toContain('settlement at scale: batch windows in card networks');
    expect(read).toContain('journal of payment systems 12(3)');
  }, 30_000);

  it('follows the person’s own order when they set one', async () => {
    const read = await text(
      cv({ order: ['skills', 'custom:talks', 'experience'], headings: {}, hidden: [] }),
    );
    expect(read.indexOf('technical writing')).toBeLessThan(read.indexOf('keynote'));
    expect(read.indexOf('keynote')).toBeLessThan(read.indexOf('northwind payments'));
  }, 30_000);

  it('keeps them in the Word file', async () => {
    const files = unzipSync(await renderResumeDocx(cv(), { template: 'academic' }));
    const document = strFromU8(files['word/document.xml']!);
    for (const words of ['Publications', 'Grants', 'Talks', 'Keynote: fast and observable']) {
      expect(document).toContain(words);
    }
  });
});
