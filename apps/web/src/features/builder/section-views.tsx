import type { GuidanceHints } from '@resume/core';
import { type ReactNode, useMemo } from 'react';
import { useGuidance } from '@/features/onboarding';
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
import { leadsItsStep } from './step-order';
import { ContactsStep } from './steps/contacts-step';
import { EducationStep } from './steps/education-step';
import { ExperienceStep } from './steps/experience-step';
import { SkillsStep } from './steps/skills-step';
import { SummaryStep } from './steps/summary-step';
import type { BuilderStepId, SectionViewProps, StepProps } from './types';

type SectionView = (props: SectionViewProps) => ReactNode;
type StepView = (props: StepProps) => ReactNode;

const STEP_VIEWS: Record<BuilderStepId, StepView> = {
  contacts: ContactsStep,
  experience: ExperienceStep,
  education: EducationStep,
  skills: SkillsStep,
  summary: SummaryStep,
};

/**
 * An optional list's section, re-rendered only when that list changes. `guidedHint` takes its
 * hint from the person's guidance instead of the spec's.
 */
function extrasView<K extends ExtrasList>(
  spec: ExtrasSpec<K>,
  guidedHint?: (hints: GuidanceHints) => string,
): StepView {
  function Extras(props: StepProps) {
    const { hints } = useGuidance();
    const hint = guidedHint?.(hints) ?? spec.hint;
    // A stable spec, so the section's memoised entries stay unrendered while the hint holds.
    const shown = useMemo(() => ({ ...spec, hint }), [hint]);
    return <ExtrasSection spec={shown} {...props} />;
  }
  return memoSection(Extras, (d) => [d.extras?.[spec.list]]);
}

const EXTRAS_VIEWS: Record<ExtrasList, StepView> = {
  links: extrasView(LINKS),
  projects: extrasView(PROJECTS, (hints) => hints.projects),
  certifications: extrasView(CERTIFICATIONS),
  languages: extrasView(LANGUAGES),
};

/**
 * A step with the optional lists edited on it (SPEC's five steps stay five): after the step's own
 * fields, or before them where the resume prints a list first (projects before the positions).
 */
function withExtras(step: BuilderStepId): SectionView {
  const Step = STEP_VIEWS[step];
  const extras = EXTRAS_SPECS.filter((spec) => spec.step === step).map((spec) => spec.list);
  if (extras.length === 0) {
    return function StepAlone({ order: _order, ...props }: SectionViewProps) {
      return <Step {...props} />;
    };
  }
  return function StepWithExtras({ order, ...props }: SectionViewProps) {
    const views = (lists: ExtrasList[]) =>
      lists.map((list) => {
        const Extras = EXTRAS_VIEWS[list];
        return <Extras key={list} {...props} />;
      });
    const leading = extras.filter((list) => leadsItsStep(list, step, order));
    return (
      <div className="space-y-8">
        {views(leading)}
        <Step {...props} />
        {views(extras.filter((list) => !leading.includes(list)))}
      </div>
    );
  };
}

/** The editing view of each resume section: one step of the wizard, or one block of the editor. */
export const SECTION_VIEWS = Object.fromEntries(
  Object.keys(STEP_VIEWS).map((step) => [step, withExtras(step as BuilderStepId)]),
) as Record<BuilderStepId, SectionView>;
