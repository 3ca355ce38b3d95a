import { beforeAll, describe, expect, it } from 'vitest';
import { findInventedFacts } from '../ai/fact-check';
import { loadWriterGrammar } from '../ai/offline/grammar';
import { backendJobDescription } from '../analysis/fixtures/job-descriptions';
import { loadPostingReader } from '../analysis/posting/tagger';
import { splitSentences } from '../analysis/text/sentences';
import type { ResumeData } from '../schemas/resume';
import { FIXTURE_NOW, juniorResume, seniorResume, weakResume } from '../testing';
import { composeCoverLetter } from './compose';
import { coverLetterToPlainText } from './letter-text';
import { coverLetterContentSchema } from './schema';

beforeAll(() => Promise.all([loadPostingReader(), loadWriterGrammar()]));

const POSTING = `Company: Acme Logistics\n${backendJobDescription}`;
const compose = (resume: ResumeData | undefined, posting = POSTING) =>
  composeCoverLetter(resume, posting, { now: FIXTURE_NOW });

/** Every string of a resume, as the fact check's sources. */
const texts = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node && typeof node === 'object'
      ? Object.values(node).flatMap(texts)
      : [];

describe('the offline cover letter', () => {
  let letter: ReturnType<typeof compose>;
  beforeAll(() => {
    letter = compose(seniorResume());
  });

  it('is a valid letter of 3-4 paragraphs, greeting and signature included', () => {
    expect(coverLetterContentSchema.parse(letter)).toEqual(letter);
    expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(letter.paragraphs.length).toBeLessThanOrEqual(4);
    expect(letter.greeting).toBe('Dear Hiring Manager,');
    expect(letter.closing).toBe('Sincerely,');
    expect(letter.signature_name).toBe('Maya Chen');
    expect(letter.date).toBe('15 June 2025');
  });

  it('says "the University of …" where it names the place of study', () => {
    const text = compose(seniorResume()).paragraphs.join(' ');
    expect(text).toContain('at the University of Washington.');
  });

  it('names the company and the role in its opening', () => {
    expect(letter.company).toBe('Acme Logistics');
    expect(letter.role).toBe('Senior Backend Engineer');
    expect(letter.paragraphs[0]).toContain(
      'I am writing to apply for the Senior Backend Engineer role at Acme Logistics.',
    );
  });

  it("uses the resume's title, years, skills, an achievement and the requirements it meets", () => {
    const text = letter.paragraphs.join('\n');
    expect(text).toContain('As a Staff Software Engineer with 12 years of experience');
    expect(text).toContain('In my role at Ledgerly, I led a team of 5 engineers');
    expect(text).toMatch(/Your posting asks for .*Kubernetes/);
  });

  it('lets the person name the company and role instead', () => {
    const own = composeCoverLetter(seniorResume(), backendJobDescription, {
      company: 'Initech',
      role: 'Platform Engineer',
      now: FIXTURE_NOW,
    });
    expect(own.paragraphs[0]).toContain('the Platform Engineer role at Initech');
  });

  it('greets a contact the posting names', () => {
    const named = compose(seniorResume(), `${POSTING}\nPlease contact Jane Doe with questions.`);
    expect(named.greeting).toBe('Dear Jane Doe,');
    expect(named.recipient_name).toBe('Jane Doe');
  });

  it.each([
    ['senior', seniorResume()],
    ['junior', juniorResume()],
    ['weak', weakResume()],
    ['no', undefined],
  ])('states nothing the fact check flags, from the %s resume', (_, resume) => {
    const draft = compose(resume);
    const body = [draft.greeting, ...draft.paragraphs, draft.closing, draft.signature_name].join('\n\n');
    const sources = [...texts(resume ?? {}), POSTING, '12 years of experience', '2 years of experience'];
    expect(findInventedFacts(body, sources)).toEqual([]);
  });

  it("never echoes one of the posting's sentences", () => {
    for (const resume of [seniorResume(), juniorResume(), weakResume()]) {
      const text = coverLetterToPlainText(compose(resume));
      const sentences = splitSentences(backendJobDescription).filter((s) => s.split(/\s+/).length >= 4);
      for (const sentence of sentences) expect(text).not.toContain(sentence.trim());
    }
  });

  it('writes grammatical placeholders-free sentences when the posting names nothing', () => {
    const plain = compose(
      seniorResume(),
      'We need someone who loves spreadsheets. You will build reports every week.',
    );
    expect(plain.company).toBe('');
    expect(plain.paragraphs[0]).toMatch(/^I am writing to apply for this role\. /);
    expect(plain.paragraphs.at(-1)).toContain('to your team.');
    for (const p of plain.paragraphs) expect(p).toMatch(/^[A-Z].*[.!]$/);
  });
});
