import type { ReactNode } from 'react';
import { ContactsStep } from './steps/contacts-step';
import { EducationStep } from './steps/education-step';
import { ExperienceStep } from './steps/experience-step';
import { SkillsStep } from './steps/skills-step';
import { SummaryStep } from './steps/summary-step';
import type { BuilderStepId, StepProps } from './types';

/** The editing view of each resume section: one step of the wizard, or one block of the editor. */
export const SECTION_VIEWS: Record<BuilderStepId, (props: StepProps) => ReactNode> = {
  contacts: ContactsStep,
  experience: ExperienceStep,
  education: EducationStep,
  skills: SkillsStep,
  summary: SummaryStep,
};
