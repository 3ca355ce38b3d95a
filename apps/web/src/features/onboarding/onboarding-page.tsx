import { MESSAGES, ONBOARDING_QUESTIONS } from '@resume/core';
import { ArrowLeft } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { PageFrame } from '@/components/ui/page-frame';
import { useSession } from '@/features/auth';
import { Redirect } from '@/lib/page-views';
import { completeOnboarding } from './api/complete-onboarding';
import { QuestionStep } from './components/question-step';
import {
  back,
  canAdvance,
  choose,
  completedResponses,
  currentAnswer,
  currentQuestion,
  FIRST_STEP,
  LAST_STEP,
  next,
  onboardingDestination,
} from './onboarding-wizard';

/**
 * docs/product.md#onboarding: four radio questions, one at a time; Enter advances, a back arrow returns, the
 * last submits.
 */
export function OnboardingPage() {
  const { user, setUser } = useSession();
  const navigate = useNavigate();
  const destination = onboardingDestination(useSearchParams()[0]);
  const [state, setState] = useState(FIRST_STEP);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (user?.has_completed_onboarding && !submitting) return <Redirect to={destination} />;

  const isLast = state.step === LAST_STEP;

  async function finish() {
    const responses = completedResponses(state);
    if (!responses) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const updated = await completeOnboarding(responses);
      // The session first: the page it goes to reads the answers, and its guard would otherwise send
      // a person not yet onboarded back here.
      setUser(updated);
      navigate(destination, { replace: true });
    } catch {
      setFailure(MESSAGES.onboardingFailed);
      setSubmitting(false);
    }
  }

  function advance() {
    if (!canAdvance(state) || submitting) return;
    if (isLast) void finish();
    else setState(next(state));
  }

  /** Enter advances from anywhere in the wizard except a button, which Enter presses instead. */
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || (event.target as HTMLElement).tagName === 'BUTTON') return;
    event.preventDefault();
    advance();
  }

  return (
    <PageFrame
      title="A few quick questions"
      description="Four questions so we can tailor your experience."
      width="narrow"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          advance();
        }}
        onKeyDown={onKeyDown}
        className="grid gap-6"
      >
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => setState(back)}
            disabled={state.step === 0}
            aria-label="Previous question"
            className="flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 disabled:opacity-30"
          >
            <ArrowLeft className="size-5" aria-hidden />
          </button>
          <div className="flex-1">
            <p className="text-sm text-slate-600" aria-live="polite">
              Question {state.step + 1} of {ONBOARDING_QUESTIONS.length}
            </p>
            <div className="mt-1 h-1.5 rounded-full bg-slate-200" aria-hidden>
              <div
                className="h-full rounded-full bg-brand-600 transition-all"
                style={{ width: `${((state.step + 1) / ONBOARDING_QUESTIONS.length) * 100}%` }}
              />
            </div>
          </div>
        </div>
        <QuestionStep
          key={currentQuestion(state).id}
          question={currentQuestion(state)}
          answer={currentAnswer(state)}
          onChoose={(option) => setState((s) => choose(s, option))}
        />
        <FormAlert>{failure}</FormAlert>
        <SubmitButton
          busy={submitting}
          disabled={!canAdvance(state)}
          className="w-full md:w-auto md:justify-self-end"
        >
          {isLast ? 'Finish' : 'Next'}
        </SubmitButton>
      </form>
    </PageFrame>
  );
}
