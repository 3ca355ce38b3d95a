import {
  ONBOARDING_QUESTIONS,
  type OnboardingQuestionId,
  type OnboardingResponses,
  onboardingResponsesSchema,
} from '@resume/core';
import { safeRedirect } from '@/lib/redirect';

/** docs/product.md#onboarding: one question at a time, step index 0 to 3. */
export type WizardState = { step: number; answers: Partial<Record<OnboardingQuestionId, string>> };

export const FIRST_STEP: WizardState = { step: 0, answers: {} };
export const LAST_STEP = ONBOARDING_QUESTIONS.length - 1;

export function currentQuestion(state: WizardState) {
  return ONBOARDING_QUESTIONS[state.step]!;
}

export function currentAnswer(state: WizardState): string | undefined {
  return state.answers[currentQuestion(state).id];
}

export function choose(state: WizardState, option: string): WizardState {
  return { ...state, answers: { ...state.answers, [currentQuestion(state).id]: option } };
}

/** Next is enabled only when the current answer is chosen. */
export function canAdvance(state: WizardState): boolean {
  return currentAnswer(state) !== undefined;
}

export function next(state: WizardState): WizardState {
  if (!canAdvance(state) || state.step >= LAST_STEP) return state;
  return { ...state, step: state.step + 1 };
}

export function back(state: WizardState): WizardState {
  return state.step > 0 ? { ...state, step: state.step - 1 } : state;
}

/** The four answers ready to submit, or null while any is missing: the final submit needs all four. */
export function completedResponses(state: WizardState): OnboardingResponses | null {
  const parsed = onboardingResponsesSchema.safeParse(state.answers);
  return parsed.success ? parsed.data : null;
}

/** docs/product.md#onboarding: on completion go to /start?task_id={id}, else to `redirect`, else to /. */
export function onboardingDestination(search: URLSearchParams): string {
  const taskId = search.get('task_id');
  if (taskId) return `/start?task_id=${encodeURIComponent(taskId)}`;
  return safeRedirect(search.get('redirect')) ?? '/';
}
