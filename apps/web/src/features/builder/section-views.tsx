import type { ReactNode } from 'react';
import { ExtrasSection } from './extras/extras-section';
import {
  CERTIFICATIONS,
  EXTRAS_SPECS,
  type ExtrasList,
  LANGUAGES,
  LINKS,
  PROJECTS,
} from './extras/extras-specs';
import { ContactsStep } from './steps/contacts-step';
import { EducationStep } from './steps/education-step';
import { ExperienceStep } from './steps/experience-step';
import { SkillsStep } from './steps/skills-step';
import { SummaryStep } from './steps/summary-step';
import type { BuilderStepId, StepProps } from './types';

type SectionView = (props: StepProps) => ReactNode;

const STEP_VIEWS: Record<BuilderStepId, SectionView> = {
  contacts: ContactsStep,
  experience: ExperienceStep,
  education: EducationStep,
  skills: SkillsStep,
  summary: SummaryStep,
};

const EXTRAS_VIEWS: Record<ExtrasList, SectionView> = {
  links: (props) => <ExtrasSection spec={LINKS} {...props} />,
  projects: (props) => <ExtrasSection spec={PROJECTS} {...props} />,
  certifications: (props) => <ExtrasSection spec={CERTIFICATIONS} {...props} />,
  languages: (props) => <ExtrasSection spec={LANGUAGES} {...props} />,
};

/** A step followed by the optional lists edited on it (SPEC's five steps stay five). */
function withExtras(step: BuilderStepId): SectionView {
  const Step = STEP_VIEWS[step];
  const extras = EXTRAS_SPECS.filter((spec) => spec.step === step).map((spec) => spec.list);
  if (extras.length === 0) return Step;
  return function StepWithExtras(props: StepProps) {
    return (
      <div className="space-y-8">
        <Step {...props} />
        {extras.map((list) => {
          const Extras = EXTRAS_VIEWS[list];
          return <Extras key={list} {...props} />;
        })}
      </div>
    );
  };
}

/** The editing view of each resume section: one step of the wizard, or one block of the editor. */
export const SECTION_VIEWS = Object.fromEntries(
  Object.keys(STEP_VIEWS).map((step) => [step, withExtras(step as BuilderStepId)]),
) as Record<BuilderStepId, SectionView>;
