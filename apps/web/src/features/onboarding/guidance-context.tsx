import { DEFAULT_GUIDANCE, type Guidance, guidanceFor } from '@resume/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useSession } from '@/features/auth';

/** The person's guidance from their onboarding answers; today's defaults until it is answered. */
export function useAnswersGuidance(): Guidance {
  const { user } = useSession();
  const answers = user?.onboarding_responses ?? null;
  const premium = Boolean(user?.is_premium);
  return useMemo(() => guidanceFor(answers, { premium }), [answers, premium]);
}

// Outside a provider (a section drawn on its own) the guidance is today's defaults.
const GuidanceContext = createContext<Guidance>(DEFAULT_GUIDANCE);

/** Gives the sections of a page the person's guidance, without passing it through every step. */
export function GuidanceProvider({ children }: { children: ReactNode }) {
  return <GuidanceContext.Provider value={useAnswersGuidance()}>{children}</GuidanceContext.Provider>;
}

export const useGuidance = (): Guidance => useContext(GuidanceContext);
