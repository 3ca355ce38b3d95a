import { DEFAULT_TEMPLATE } from '../product';
import type { OnboardingResponses } from '../schemas/onboarding';
import { type Advice, adviceFor } from './advice';
import { DEFAULT_HINTS, type GuidanceHints, hintsFor } from './hints';
import { DEFAULT_SECTION_ORDER, type SectionOrder, sectionOrderFor, templateFor } from './layout';
import { readProfile } from './profile';

/** What the onboarding answers change in what a person sees (docs/product.md#onboarding). */
export type Guidance = {
  /** False without answers (a guest, or onboarding not done): everything is today's default. */
  fromAnswers: boolean;
  order: SectionOrder;
  /** The template id to suggest. */
  template: string;
  hints: GuidanceHints;
  /** Shown on Analyze; none without answers. */
  advice: Advice[];
};

export const DEFAULT_GUIDANCE: Guidance = {
  fromAnswers: false,
  order: DEFAULT_SECTION_ORDER,
  template: DEFAULT_TEMPLATE,
  hints: DEFAULT_HINTS,
  advice: [],
};

/**
 * The one rule from the four onboarding answers to the suggested section order and template, the
 * builder's hints and the advice on Analyze. `premium` widens the templates that may be suggested.
 */
export function guidanceFor(answers: OnboardingResponses | null, { premium = false } = {}): Guidance {
  if (!answers) return DEFAULT_GUIDANCE;
  const profile = readProfile(answers);
  return {
    fromAnswers: true,
    order: sectionOrderFor(profile),
    template: templateFor(profile, premium),
    hints: hintsFor(profile),
    advice: adviceFor(profile),
  };
}
