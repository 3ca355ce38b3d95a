import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeResume } from '../../analysis/analyze';
import { backendJobDescription } from '../../analysis/fixtures/job-descriptions';
import type { ResumeData } from '../../schemas/resume';
import { FIXTURE_NOW, juniorResume, seniorResume, weakResume } from '../../testing';
import { factSources, findInventedFacts } from '../fact-check';
import { readTextField, withTextField } from '../fields';
import type { WriterTask } from '../task';
import { loadWriterGrammar } from './grammar';
import { offlineAnswer } from './index';

beforeAll(() => loadWriterGrammar());

const FIXTURES = { senior: seniorResume(), junior: juniorResume(), weak: weakResume() };

const achievementFields = (resume: ResumeData): string[] =>
  resume.experience.flatMap((role, i) =>
    role.achievements.map((_, j) => `experience.${i}.achievements.${j}`),
  );

/** Every kind of task the writer answers, on one resume. */
function everyTask(resume: ResumeData): WriterTask[] {
  const improve = (field: string): WriterTask => ({
    kind: 'improve',
    resume,
    field,
    text: readTextField(resume, field) ?? '',
  });
  return [
    { kind: 'summary', resume },
    improve('summary'),
    ...achievementFields(resume).map(improve),
    { kind: 'tailor', resume, jobDescription: backendJobDescription },
    { kind: 'writer', writerKind: 'summary', prompt: 'aiming for a product manager role', resume },
    { kind: 'writer', writerKind: 'achievements', prompt: '', resume },
    { kind: 'writer', writerKind: 'cover_letter', prompt: backendJobDescription, resume },
    { kind: 'writer', writerKind: 'free', prompt: resume.summary, resume },
  ];
}

describe.each(Object.entries(FIXTURES))('the offline writer on the %s resume', (_, resume) => {
  it('states nothing the fact check would flag, in any kind of answer', () => {
    for (const task of everyTask(resume)) {
      const answer = offlineAnswer(task, FIXTURE_NOW);
      expect({
        task: task.kind,
        answer,
        warnings: findInventedFacts(answer, factSources(task, FIXTURE_NOW)),
      }).toEqual({
        task: task.kind,
        answer,
        warnings: [],
      });
    }
  });
});

describe('improving a weak resume', () => {
  it('raises its score with every achievement improved, and again with the summary', () => {
    const improved = achievementFields(weakResume()).reduce(
      (resume, field) =>
        withTextField(
          resume,
          field,
          offlineAnswer(
            { kind: 'improve', resume: weakResume(), field, text: readTextField(weakResume(), field) ?? '' },
            FIXTURE_NOW,
          ),
        ),
      weakResume(),
    );
    const score = (resume: ResumeData) => analyzeResume(resume, { now: FIXTURE_NOW }).score;
    expect(score(improved)).toBeGreaterThan(score(weakResume()));
    const summary = offlineAnswer(
      { kind: 'improve', resume: weakResume(), field: 'summary', text: weakResume().summary },
      FIXTURE_NOW,
    );
    expect(score(withTextField(improved, 'summary', summary))).toBeGreaterThan(score(improved));
  });
});
