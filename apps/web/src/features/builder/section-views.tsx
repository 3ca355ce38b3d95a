import type { ReactNode } from 'react';
import { ExtrasSection } from './extras/extras-section';
import {
  CERTIFICATIONS,
  EXTRAS_SPECS,
  type ExtrasList,
  type ExtrasSpec,
  LANGUAGES,
  LINKS,
  PROJECTS,
} from './extras/extras-specs';
import { memoSection } from './memo-section';
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

/** An optional list's section, re-rendered only when that list changes. */
function extrasView<K extends ExtrasList>(spec: ExtrasSpec<K>): SectionView {
  return memoSection(
    (props: StepProps) => <ExtrasSection spec={spec} {...props} />,
    (d) => [d.extras?.[spec.list]],
  );
}

const EXTRAS_VIEWS: Record<ExtrasList, SectionView> = {
  links: extrasView(LINKS),
  projects: extrasView(PROJECTS),
  certifications: extrasView(CERTIFICATIONS),
  languages: extrasView(LANGUAGES),
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
