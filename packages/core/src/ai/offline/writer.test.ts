import { describe, expect, it } from 'vitest';
import { clone } from '../../analysis/fixtures/builders';
import { backendJobDescription } from '../../analysis/fixtures/job-descriptions';
import { weakOpener } from '../../analysis/text/phrases';
import { type ResumeData, resumeDataSchema } from '../../schemas/resume';
import { FIXTURE_NOW, juniorResume, seniorResume, weakResume } from '../../testing';
import type { WriterKind } from '../schemas';
import type { WriterTask } from '../task';
import { loadWriterGrammar } from './grammar';
import { isWriterGuidance } from './guidance';
import { offlineAnswer } from './index';

// The cases below are written as the file is collected, before any hook runs.
await loadWriterGrammar();

const write = (writerKind: WriterKind, prompt: string, resume?: ResumeData) =>
  offlineAnswer({ kind: 'writer', writerKind, prompt, resume }, FIXTURE_NOW);

describe('cover letter', () => {
  const letter = write('cover_letter', backendJobDescription, seniorResume());

  it("greets, signs with the person's name and has three paragraphs between", () => {
    const blocks = letter.split('\n\n');
    expect(blocks[0]).toBe('Dear Hiring Manager,');
    expect(blocks.at(-1)).toBe('Kind regards,\nMaya Chen');
    expect(blocks).toHaveLength(5);
  });

  it('uses the latest title, the counted years, top skills and one real achievement', () => {
    expect(letter).toContain(
      'As a Staff Software Engineer with 12 years of experience, I bring TypeScript, Node.js and Go.',
    );
    expect(letter).toContain(
      'In my role at Ledgerly, I led a team of 5 engineers to cut p99 latency by 40% on the payment authorisation path.',
    );
  });

  it("names the posting's terms the resume shows, the role and the company the posting names", () => {
    expect(letter).toMatch(
      /Your posting asks for .*Kubernetes.*, all of which my resume shows in practice\./,
    );
    expect(letter).toContain('I am writing to apply for the Senior Backend Engineer role.');
    expect(
      write('cover_letter', `Company: Acme Logistics\n${backendJobDescription}`, seniorResume()),
    ).toContain('I am writing to apply for the Senior Backend Engineer role at Acme Logistics.');
  });

  it('reads a one-line prompt as the role, the company and one requirement, in grammar that fits one', () => {
    const short = write(
      'cover_letter',
      'Senior Frontend Engineer at Payly. Requirements: Go',
      seniorResume(),
    );
    expect(short).toContain('I am writing to apply for the Senior Frontend Engineer role at Payly.');
    expect(short).toContain('Your posting asks for Go, which my resume shows in practice.');
  });

  it('reads the company and the role from the posting as the cover-letter document does', () => {
    const posting = 'Riverside Clinic is hiring a Registered Nurse to join our outpatient team.';
    expect(write('cover_letter', posting, seniorResume())).toContain(
      'I am writing to apply for the Registered Nurse role at Riverside Clinic.',
    );
    expect(write('cover_letter', 'We need someone good with Go.', seniorResume())).toContain(
      'I am writing to apply for this role.',
    );
  });

  it('signs without a bracketed slot when there is no resume', () => {
    const text = write('cover_letter', backendJobDescription);
    expect(text).toMatch(/Kind regards,$/);
    expect(text).not.toMatch(/\[[^\]]*\]/);
  });
});

describe('achievements', () => {
  it('joins a comma splice left once the "we" goes', () => {
    expect(
      write('achievements', 'I ran the support team and answered customer tickets, we reduced the backlog'),
    ).toBe('- Ran the support team and answered customer tickets, and reduced the backlog.');
  });

  it('improves each line of the prompt as an achievement', () => {
    const text = write(
      'achievements',
      'Responsible for various reports\n\n- helped with onboarding of new hires',
    );
    expect(text.split('\n')).toEqual(['- Prepared reports.', '- Supported onboarding of new hires.']);
  });

  it("without a prompt, improves the latest role's achievements", () => {
    const lines = write('achievements', '', weakResume()).split('\n');
    expect(lines).toHaveLength(weakResume().experience[0]?.achievements.length ?? 0);
    for (const line of lines) expect(weakOpener(line.slice(2))).toBeUndefined();
  });
});

describe('free text', () => {
  it('rewrites resume text sentence by sentence, keeping a supporting part supporting', () => {
    expect(
      write(
        'free',
        'I was responsible for various reports. I helped with onboarding in order to speed things up.',
      ),
    ).toBe('Prepared reports. Contributed to onboarding to speed things up.');
  });

  it('rewrites the text after a request to rewrite it, and only that text', () => {
    expect(
      write('free', 'Please fix: we rewrote the billing service in Go which reduced latency by 40%'),
    ).toBe('Rewrote the billing service in Go, which reduced latency by 40%.');
    expect(write('free', 'Improve this:\nresponsible for the weekly report')).toBe(
      'Prepared the weekly report.',
    );
  });

  it.each([
    '',
    'Write a thank-you email to the recruiter after my interview on Tuesday',
    'How do I explain a two-year career gap?',
    'Draft a short resignation letter',
    'Great team player.',
  ])('never echoes the prompt %j: it offers what it can write and says a model can do the rest', (prompt) => {
    const text = write('free', prompt);
    if (prompt !== '') expect(text).not.toContain(prompt.replace(/[.?]$/, ''));
    expect(text).toMatch(/summary/);
    expect(text).toMatch(/cover letter/);
    expect(text).toMatch(/tailor/);
    expect(text).toMatch(/language model can be configured/);
    expect(text).not.toMatch(/\[[^\]]*\]/);
  });
});

describe('determinism', () => {
  const tasks = (resume: ResumeData): WriterTask[] => [
    { kind: 'summary', resume },
    { kind: 'improve', resume, field: 'summary', text: resume.summary },
    {
      kind: 'improve',
      resume,
      field: 'experience.0.achievements.0',
      text: resume.experience[0]?.achievements[0] ?? '',
    },
    { kind: 'tailor', resume, jobDescription: backendJobDescription },
    ...(['summary', 'achievements', 'cover_letter', 'free'] as const).map(
      (writerKind): WriterTask => ({ kind: 'writer', writerKind, prompt: resume.summary, resume }),
    ),
  ];

  it('gives the same answer to the same task, every time', () => {
    for (const resume of [seniorResume(), juniorResume(), weakResume()]) {
      const first = tasks(resume).map((t) => offlineAnswer(t, FIXTURE_NOW));
      const again = tasks(clone(resume)).map((t) => offlineAnswer(t, FIXTURE_NOW));
      expect(again).toEqual(first);
    }
  });
});

describe('a cover letter from a thin resume (a held-out set, 2026-11-29)', () => {
  const thin = clone(juniorResume());
  thin.experience = [{ ...thin.experience[0]!, job_title: 'UX Designer', achievements: [] }];
  const posting =
    'Northwind Health is hiring a Product Designer.\nRequirements: Figma, usability testing, a marketing leader who can build team spirit.';
  const letter = write('cover_letter', posting, thin);

  it('claims no trait the resume does not show, and reads an acronym by its sound', () => {
    expect(letter).not.toMatch(/take pride|careful, dependable/);
    expect(letter).toContain('As a UX Designer');
  });

  it('names only skills, tools and credentials as what the posting asks for', () => {
    expect(letter).not.toMatch(/asks for[^.]*(?:marketing leader|build team)/);
  });
});

describe('a cover letter quotes a current role in the first person (a second held-out set)', () => {
  it('"Leads a team of 8 nurses" is "I lead a team of 8 nurses"', () => {
    const nurse = clone(seniorResume());
    nurse.experience = [
      {
        ...nurse.experience[0]!,
        job_title: 'Charge Nurse',
        company: 'City General Hospital',
        end_date: null,
        is_current: true,
        achievements: ['Leads a team of 8 nurses on a 32-bed cardiac unit'],
      },
    ];
    const letter = write('cover_letter', 'Riverside Clinic is hiring a Nurse Manager.', nurse);
    expect(letter).toContain('I lead a team of 8 nurses on a 32-bed cardiac unit.');
  });

  it('rewrites bullets asked for with a question, and offers what it can for other writing', () => {
    expect(
      write(
        'free',
        'Can you rewrite these bullets so they sound stronger?\n- responsible for scheduling shifts for 20 staff',
      ),
    ).toBe('- Scheduled shifts for 20 staff.');
    for (const prompt of [
      'I need a polite resignation letter, two weeks notice.',
      'Shorten this summary to one sentence: I am a hardworking hairdresser',
    ])
      expect(isWriterGuidance(write('free', prompt))).toBe(true);
  });

  it('claims a credential in a letter only when the resume names it, a skill by any of its names', () => {
    const engineer = resumeDataSchema.parse({
      first_name: 'Sam',
      skills: [{ name: 'K8s' }, { name: 'JS' }],
      experience: [
        { job_title: 'Registered Nurse', company: 'Acme', start_date: '2019-01', is_current: true },
      ],
    });
    const letter = write(
      'cover_letter',
      'Platform Engineer at Globex\nRequirements: Kubernetes, JavaScript, active RN license.',
      engineer,
    );
    expect(letter).toMatch(/asks for Kubernetes and JavaScript, both of which/);
    expect(letter).not.toMatch(/RN license/);
  });

  it('answers a request to rewrite a message, not a resume line, with the offer', () => {
    const answer = write(
      'free',
      'Rewrite this to sound more professional: hey team, im out friday, sarah covers',
    );
    expect(isWriterGuidance(answer)).toBe(true);
  });
});
