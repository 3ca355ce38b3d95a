import { describe, expect, it } from 'vitest';
import { findTemplate } from '../product';
import { ONBOARDING_QUESTIONS, type OnboardingResponses } from '../schemas/onboarding';
import { DEFAULT_GUIDANCE, guidanceFor } from './guidance';
import { SECTION_LABELS } from './layout';

const answers = (over: Partial<OnboardingResponses> = {}): OnboardingResponses => ({
  experience: '3-5 years',
  job_search_status: 'Soon, preparing',
  background_field: 'Other',
  resume_goal: 'Get a better job',
  ...over,
});

const STUDENT = answers({
  experience: 'no experience',
  background_field: 'Student',
  resume_goal: 'Find part-time or first job',
});
const CAREER_CHANGER = answers({
  experience: '6-10 years',
  background_field: 'Delivery/Security/Manual labor',
  resume_goal: 'Change careers',
});
const SENIOR_ENGINEER = answers({
  experience: '10+ years',
  background_field: 'Tech/Software/Engineering',
  job_search_status: 'Yes, actively',
});

const [experience, search, background, goal] = ONBOARDING_QUESTIONS.map((q) => q.options);
/** Every possible set of answers: 5 × 3 × 6 × 4. */
const EVERY_ANSWER_SET: OnboardingResponses[] = experience!.flatMap((e) =>
  search!.flatMap((s) =>
    background!.flatMap((b) =>
      goal!.map(
        (g) =>
          ({
            experience: e,
            job_search_status: s,
            background_field: b,
            resume_goal: g,
          }) as OnboardingResponses,
      ),
    ),
  ),
);

const labels = (a: OnboardingResponses | null) => guidanceFor(a).order.sections.map((s) => SECTION_LABELS[s]);

describe('without answers (a guest, or onboarding not done)', () => {
  it('is today’s builder: its order, the default template, its hints, no advice', () => {
    expect(guidanceFor(null)).toBe(DEFAULT_GUIDANCE);
    expect(labels(null)).toEqual(['Contacts', 'Experience', 'Projects', 'Education', 'Skills', 'Summary']);
    expect(DEFAULT_GUIDANCE.template).toBe('classic');
    expect(DEFAULT_GUIDANCE.hints.summary).toBe(
      'Who you are, what you are best at, and the role you want next.',
    );
    expect(DEFAULT_GUIDANCE.hints.achievement).toBe('');
    expect(DEFAULT_GUIDANCE.advice).toEqual([]);
  });
});

describe('a student, or someone with no experience', () => {
  it('gets education and projects first, the Modern template and examples from student life', () => {
    const guidance = guidanceFor(STUDENT);
    expect(labels(STUDENT)).toEqual(['Contacts', 'Education', 'Projects', 'Experience', 'Skills', 'Summary']);
    expect(guidance.template).toBe('modern');
    expect(guidance.hints.title).toBe('e.g. Junior Data Analyst');
    expect(guidance.hints.experience).toMatch(/^No job yet\?/);
    expect(guidance.hints.achievement).toBe('e.g. Led a team of 4 to build an app used by 300 students');
    expect(guidance.advice[0]?.title).toBe('Put education and projects first');
  });

  it('is the same with no experience in any field, and whatever the goal', () => {
    for (const resume_goal of goal!) {
      const guidance = guidanceFor(
        answers({
          experience: 'no experience',
          background_field: 'Business/Marketing/Finance/Sales',
          resume_goal,
        } as Partial<OnboardingResponses>),
      );
      expect(guidance.order.sections.slice(0, 3)).toEqual(['contacts', 'education', 'projects']);
      expect(guidance.advice.map((a) => a.id)).not.toContain('transferable-skills');
    }
  });
});

describe('a career changer', () => {
  it('is told to lead with transferable skills, first, and shown examples that carry over', () => {
    const guidance = guidanceFor(CAREER_CHANGER);
    expect(guidance.advice[0]).toMatchObject({ title: 'Lead with transferable skills', field: 'summary' });
    expect(labels(CAREER_CHANGER)).toEqual([
      'Contacts',
      'Projects',
      'Experience',
      'Education',
      'Skills',
      'Summary',
    ]);
    expect(guidance.hints.summary).toBe(
      'The field you come from, the skills that carry over, and the role you are moving into.',
    );
    // The title is the role moved into: no example from the field being left.
    expect(guidance.hints.title).not.toBe('e.g. Delivery Driver');
  });
});

describe('a senior engineer searching now', () => {
  it('keeps the usual order, with advice on recent years, links and tailoring', () => {
    const guidance = guidanceFor(SENIOR_ENGINEER);
    expect(labels(SENIOR_ENGINEER)).toEqual(labels(null));
    expect(guidance.template).toBe('classic');
    expect(guidance.hints.title).toBe('e.g. Backend Developer');
    expect(guidance.advice.map((a) => a.title)).toEqual([
      'Keep the last 10–15 years in detail',
      'Link your work',
      'Tailor it to each job',
    ]);
  });

  it('is suggested a Pro template only with Pro', () => {
    expect(guidanceFor(SENIOR_ENGINEER, { premium: true }).template).toBe('executive');
  });
});

describe('every set of answers', () => {
  it(`(all ${EVERY_ANSWER_SET.length}) lists every section, suggests a template the person may download, and at most 3 pieces of advice`, () => {
    for (const set of EVERY_ANSWER_SET) {
      const free = guidanceFor(set);
      const named = Object.values(set).join(' · ');
      expect(free.fromAnswers, named).toBe(true);
      // Contacts first, and the summary, written from the rest, last.
      expect([...free.order.sections].sort(), named).toEqual(Object.keys(SECTION_LABELS).sort());
      expect(free.order.sections[0], named).toBe('contacts');
      expect(free.order.sections.at(-1), named).toBe('summary');
      expect(findTemplate(free.template)?.premium, named).toBe(false);
      expect(findTemplate(guidanceFor(set, { premium: true }).template), named).toBeDefined();
      expect(free.advice.length, named).toBeLessThanOrEqual(3);
    }
  });
});
