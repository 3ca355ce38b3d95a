import { z } from 'zod';

/** docs/product.md#onboarding: the four onboarding questions, in order, with their options word for word. */
export const ONBOARDING_QUESTIONS = [
  {
    id: 'experience',
    question: 'How much work experience do you have?',
    options: ['no experience', '1-2 years', '3-5 years', '6-10 years', '10+ years'],
  },
  {
    id: 'job_search_status',
    question: 'Are you looking for a job right now?',
    options: ['Yes, actively', 'Soon, preparing', 'No, just exploring'],
  },
  {
    id: 'background_field',
    question: 'What field is your background in?',
    options: [
      'Tech/Software/Engineering',
      'Business/Marketing/Finance/Sales',
      'Design/Content/Creative',
      'Delivery/Security/Manual labor',
      'Student',
      'Other',
    ],
  },
  {
    id: 'resume_goal',
    question: 'What do you want your resume to do for you?',
    options: ['Get a better job', 'Change careers', 'Find part-time or first job', 'Just testing'],
  },
] as const;

export type OnboardingQuestionId = (typeof ONBOARDING_QUESTIONS)[number]['id'];

const [experience, jobSearchStatus, backgroundField, resumeGoal] = ONBOARDING_QUESTIONS;
const answer = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: 'Please choose one of the options' });

export const onboardingResponsesSchema = z.object({
  experience: answer(experience.options),
  job_search_status: answer(jobSearchStatus.options),
  background_field: answer(backgroundField.options),
  resume_goal: answer(resumeGoal.options),
});
export type OnboardingResponses = z.infer<typeof onboardingResponsesSchema>;

export const completeOnboardingRequestSchema = z.object({ responses: onboardingResponsesSchema });
export type CompleteOnboardingRequest = z.infer<typeof completeOnboardingRequestSchema>;
