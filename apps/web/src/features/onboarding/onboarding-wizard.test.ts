import { describe, expect, it } from 'vitest';
import {
  back,
  canAdvance,
  choose,
  completedResponses,
  currentQuestion,
  FIRST_STEP,
  LAST_STEP,
  next,
  onboardingDestination,
  type WizardState,
} from './onboarding-wizard';

const answerAll = (): WizardState => {
  let state = FIRST_STEP;
  for (const option of ['1-2 years', 'Yes, actively', 'Student', 'Get a better job']) {
    state = next(choose(state, option));
  }
  return state;
};

describe('onboarding wizard (docs/product.md#onboarding)', () => {
  it('starts at step 0 with the experience question', () => {
    expect(FIRST_STEP.step).toBe(0);
    expect(currentQuestion(FIRST_STEP).id).toBe('experience');
    expect(LAST_STEP).toBe(3);
  });

  it('does not advance until the current question is answered', () => {
    expect(canAdvance(FIRST_STEP)).toBe(false);
    expect(next(FIRST_STEP)).toBe(FIRST_STEP);
    const answered = choose(FIRST_STEP, 'no experience');
    expect(canAdvance(answered)).toBe(true);
    expect(next(answered).step).toBe(1);
  });

  it('goes back without losing answers, and not below step 0', () => {
    const second = next(choose(FIRST_STEP, '3-5 years'));
    const first = back(second);
    expect(first.step).toBe(0);
    expect(first.answers.experience).toBe('3-5 years');
    expect(back(first)).toBe(first);
  });

  it('stops at step 3', () => {
    const last = answerAll();
    expect(last.step).toBe(3);
    expect(next(last).step).toBe(3);
  });

  it('needs all four answers to submit', () => {
    const last = answerAll();
    expect(completedResponses(last)).toEqual({
      experience: '1-2 years',
      job_search_status: 'Yes, actively',
      background_field: 'Student',
      resume_goal: 'Get a better job',
    });
    const { resume_goal: _, ...three } = last.answers;
    expect(completedResponses({ step: 3, answers: three })).toBeNull();
  });
});

describe('where onboarding goes on completion (docs/product.md#onboarding)', () => {
  it.each([
    ['?task_id=42&redirect=%2Fexport', '/start?task_id=42'],
    ['?redirect=%2Fprofile-settings', '/profile-settings'],
    ['?redirect=https%3A%2F%2Fevil.example', '/'],
    ['', '/'],
  ])('%s → %s', (search, destination) => {
    expect(onboardingDestination(new URLSearchParams(search))).toBe(destination);
  });
});
