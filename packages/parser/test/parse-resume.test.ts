import { RESUME_LIMITS, resumeCharacters } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { ParseError, parseResume } from '../src/index';
import { toCorpusPrediction } from './support/corpus-prediction';
import { sampleResumeDocx, sampleResumeTxt } from './support/sample-docx';
import { buildPdf, sampleResumePdf } from './support/tiny-pdf';

/** The fields every sample (PDF, DOCX, TXT) of Jane Doe's resume must give. */
const janeDoe = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '+44 20 7946 0958',
  location: 'London, UK',
  url: 'github.com/janedoe',
  summary: 'Backend engineer who builds reliable payment systems and mentors new developers.',
  work: [
    { title: 'Senior Software Engineer', company: 'Acme Payments Ltd', start: '2021-01', end: 'present' },
    { title: 'Software Engineer', company: 'Globex', start: '2018-06', end: '2020-12' },
  ],
  education: [
    {
      institution: 'University of Manchester',
      degree: 'BSc in Computer Science',
      start: '2014',
      end: '2018',
    },
  ],
  skills: ['Go', 'Python', 'TypeScript', 'PostgreSQL', 'Kafka', 'Docker'],
};

const errorOf = async (work: Promise<unknown>): Promise<ParseError> => {
  try {
    await work;
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('expected a ParseError');
};

describe('parseResume', () => {
  it('reads a PDF', async () => {
    const result = await parseResume(sampleResumePdf());
    expect(result).toMatchObject({ fileType: 'pdf', pages: 1, warnings: [] });
    expect(toCorpusPrediction(result.data)).toEqual({ ...janeDoe, name: 'Jane Q. Doe' });
    expect(result.data.experience[0]?.achievements).toEqual([
      'Cut settlement time by 40% by rewriting the batch pipeline',
    ]);
    expect(result.text.split('\n')[0]).toBe('Jane Q. Doe');
  });

  it('reads a DOCX, including contact details in the page header and a table row', async () => {
    const result = await parseResume(await sampleResumeDocx());
    expect(result.fileType).toBe('docx');
    expect(toCorpusPrediction(result.data)).toEqual(janeDoe);
    expect(result.data.experience[0]).toMatchObject({ city: 'Manchester', country: 'UK' });
  });

  it('reads plain text', async () => {
    const result = await parseResume(new TextEncoder().encode(sampleResumeTxt));
    expect(result.fileType).toBe('txt');
    expect(toCorpusPrediction(result.data)).toEqual(janeDoe);
  });

  it('reads a JSON Resume, fitted to the resume limits, with what it lacks as warnings', async () => {
    const json = {
      basics: {
        name: 'Jane Doe',
        email: 'jane.doe@example.com',
        location: { city: 'London', countryCode: 'UK' },
      },
      work: Array.from({ length: RESUME_LIMITS.entries.experience + 5 }, (_, i) => ({
        name: `Company ${i}`,
        position: 'Engineer',
        startDate: '2020-01-15',
      })),
      skills: [{ name: 'Go', level: 'Expert' }],
    };
    const result = await parseResume(new TextEncoder().encode(JSON.stringify(json)));
    expect(result.fileType).toBe('jsonresume');
    expect(result.data).toMatchObject({ first_name: 'Jane', last_name: 'Doe', location: 'London, UK' });
    expect(result.data.experience).toHaveLength(RESUME_LIMITS.entries.experience);
    expect(result.data.experience[0]).toMatchObject({
      company: 'Company 0',
      start_date: '2020-01',
      is_current: true,
    });
    expect(result.data.skills).toEqual([{ name: 'Go', level: 'expert' }]);
    expect(result.warnings).toEqual([
      'Could not find your phone number',
      'Could not find any education',
      'The file held more than a resume can, so only its first part was kept',
    ]);
    expect(result.text.split('\n')[0]).toBe('Jane Doe');
  });

  it('warns about what it could not find', async () => {
    const result = await parseResume(new TextEncoder().encode('Some notes\nabout nothing in particular'));
    expect(result.warnings).toEqual(
      expect.arrayContaining(['Could not find your name', 'Could not find any work experience']),
    );
  });

  it('refuses files that are not resumes it can read', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await errorOf(parseResume(png))).code).toBe('unsupported_type');
  });

  it('says no text was found in a PDF without a text layer', async () => {
    const error = await errorOf(parseResume(buildPdf([[]])));
    expect(error.code).toBe('no_text');
    expect(error.message).toMatch(/no text was found/i);
  });

  it('refuses password-protected PDFs', async () => {
    const error = await errorOf(
      parseResume(buildPdf([[{ text: 'Secret', x: 50, y: 50 }]], { encrypted: true })),
    );
    expect(error.code).toBe('encrypted');
  });

  it('refuses PDFs over the page limit before reading them', async () => {
    const pages = Array.from({ length: 11 }, (_, i) => [{ text: `Project ${i + 1} notes`, x: 50, y: 300 }]);
    expect((await errorOf(parseResume(buildPdf(pages)))).code).toBe('too_many_pages');
    await expect(parseResume(buildPdf(pages.slice(0, 3)), { maxPages: 3 })).resolves.toMatchObject({
      pages: 3,
    });
  });

  it('refuses damaged PDFs and DOCX files as corrupt', async () => {
    const pdf = sampleResumePdf().slice(0, 40);
    expect((await errorOf(parseResume(pdf))).code).toBe('corrupt');
    const docx = await sampleResumeDocx();
    expect((await errorOf(parseResume(docx.slice(0, docx.length - 30)))).code).toBe('corrupt');
  });

  it('passes the draft and text to a refiner and keeps the draft when it fails', async () => {
    const bytes = new TextEncoder().encode(sampleResumeTxt);
    const refined = await parseResume(bytes, {
      refine: async ({ data, text }) => ({ ...data, title: text.includes('Globex') ? 'Refined' : '' }),
    });
    expect(refined.data.title).toBe('Refined');
    const failed = await parseResume(bytes, {
      refine: async () => {
        throw new Error('model unavailable');
      },
    });
    expect(failed.data.first_name).toBe('Jane');
    expect(failed.warnings.some((w) => w.startsWith('Could not improve'))).toBe(true);
  });
});

describe('import checks', () => {
  const txt = (text: string) => new TextEncoder().encode(text);

  it('names the fields of a confident reading nowhere', async () => {
    const { checks } = await parseResume(txt(sampleResumeTxt));
    expect(checks).toEqual([]);
  });

  it('marks a title/company split that no words decided, and a job without dates', async () => {
    const { data, checks } = await parseResume(
      txt(
        [
          'Jane Doe',
          'jane@example.com',
          '',
          'Experience',
          'Northwind | Blue Harbour | 2019 - 2021',
          '- Built the settlement pipeline',
          'Senior Software Engineer, Globex',
          '- Ran the on-call rota',
        ].join('\n'),
      ),
    );
    expect(data.experience).toHaveLength(2);
    expect(checks).toContainEqual(expect.objectContaining({ field: 'experience.0.job_title' }));
    expect(checks).toContainEqual({
      field: 'experience.1.start_date',
      message: 'No dates were found for this job.',
    });
    expect(checks.some((c) => c.field === 'experience.1.job_title')).toBe(false);
  });
});

describe('files far longer than a resume', () => {
  it('reads the first part of a 10 MiB text file into a resume within the limits, and says so', async () => {
    const job =
      'Senior Engineer, Analytical Engines, London\nJan 2019 - Present\n- Cut the close from ten days to four.\n';
    const text = `Ada Lovelace\nada@example.com\n\nEXPERIENCE\n${job.repeat(Math.floor((10 * 1024 * 1024) / job.length))}`;
    const parsed = await parseResume(new TextEncoder().encode(text), { maxPages: 10 });
    expect(parsed.data.first_name).toBe('Ada');
    expect(parsed.data.experience).toHaveLength(RESUME_LIMITS.entries.experience);
    expect(parsed.data.experience[0]).toMatchObject({
      job_title: expect.stringMatching(/^Senior Engineer/),
      start_date: '2019-01',
    });
    expect(resumeCharacters(parsed.data)).toBeLessThanOrEqual(RESUME_LIMITS.totalCharacters);
    expect(parsed.warnings).toContain(
      'The file held more than a resume can, so only its first part was kept',
    );
    expect(parsed.text.length).toBeLessThanOrEqual(200_000);
  });
});
