import { describe, expect, it } from 'vitest';
import { clone } from '../../analysis/fixtures/builders';
import { backendJobDescription } from '../../analysis/fixtures/job-descriptions';
import { FIXTURE_NOW, juniorResume, seniorResume, weakResume } from '../../analysis/fixtures/resumes';
import { weakOpener } from '../../analysis/text/phrases';
import type { ResumeData } from '../../schemas/resume';
import type { WriterKind } from '../schemas';
import type { WriterTask } from '../task';
import { offlineAnswer } from './index';

const write = (writerKind: WriterKind, prompt: string, resume?: ResumeData) =>
  offlineAnswer({ kind: 'writer', writerKind, prompt, resume }, FIXTURE_NOW);

describe('cover letter', () => {
  const letter = write('cover_letter', backendJobDescription, seniorResume);

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

  it("names the posting's terms the resume shows, and no employer it cannot know", () => {
    expect(letter).toMatch(
      /Your posting asks for .*Kubernetes.*, all of which my resume shows in practice\./,
    );
    expect(letter).toContain('this role with your team');
  });

  it('names the employer only when the posting labels it', () => {
    expect(
      write('cover_letter', `Company: Acme Logistics\n${backendJobDescription}`, seniorResume),
    ).toContain('this role with Acme Logistics');
  });

  it('leaves the name to fill in without a resume', () => {
    expect(write('cover_letter', backendJobDescription)).toMatch(/Kind regards,\n\[Your name\]$/);
  });
});

describe('achievements', () => {
  it('improves each line of the prompt as an achievement', () => {
    const text = write(
      'achievements',
      'Responsible for various reports\n\n- helped with onboarding of new hires',
    );
    expect(text.split('\n')).toEqual([
      '- Prepared reports, used by [number] people.',
      '- Onboarded new hires ([number] people).',
    ]);
  });

  it("without a prompt, improves the latest role's achievements", () => {
    const lines = write('achievements', '', weakResume).split('\n');
    expect(lines).toHaveLength(weakResume.experience[0]?.achievements.length ?? 0);
    for (const line of lines) expect(weakOpener(line.slice(2))).toBeUndefined();
  });
});

describe('free text', () => {
  it('rewrites the prompt sentence by sentence', () => {
    expect(
      write(
        'free',
        'I was responsible for various reports. I helped with onboarding in order to speed things up.',
      ),
    ).toBe('Prepared reports. Onboarded to speed things up.');
  });

  it('says what it can do when there is nothing to rewrite', () => {
    expect(write('free', '')).toContain('[X%]');
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
    for (const resume of [seniorResume, juniorResume, weakResume]) {
      const first = tasks(resume).map((t) => offlineAnswer(t, FIXTURE_NOW));
      const again = tasks(clone(resume)).map((t) => offlineAnswer(t, FIXTURE_NOW));
      expect(again).toEqual(first);
    }
  });
});
