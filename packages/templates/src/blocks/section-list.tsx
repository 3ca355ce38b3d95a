/** @jsxRuntime automatic */

import type { ResumeView } from '@resume/core';
import { Fragment, type ReactNode } from 'react';
import {
  CertificationsSection,
  EducationSection,
  ExperienceSection,
  LanguagesSection,
  LinksSection,
  ProjectsSection,
  SummarySection,
} from './sections';
import { type SkillsDisplay, SkillsSection } from './skills';
import type { EntryLayout } from './theme';

export type SectionId =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'projects'
  | 'links';

type Props = {
  resume: ResumeView;
  /** The sections in the order this template prints them. */
  order: readonly SectionId[];
  skills: SkillsDisplay;
  layout?: EntryLayout;
};

/** A template's body: its choice of sections, in its order; empty sections print nothing. */
export function SectionList({ resume, order, skills, layout }: Props) {
  const views: Record<SectionId, () => ReactNode> = {
    summary: () => <SummarySection resume={resume} />,
    experience: () => <ExperienceSection resume={resume} layout={layout} />,
    education: () => <EducationSection resume={resume} layout={layout} />,
    skills: () => <SkillsSection resume={resume} display={skills} />,
    languages: () => <LanguagesSection resume={resume} />,
    certifications: () => <CertificationsSection resume={resume} layout={layout} />,
    projects: () => <ProjectsSection resume={resume} layout={layout} />,
    links: () => <LinksSection resume={resume} />,
  };
  return (
    <>
      {order.map((id) => (
        <Fragment key={id}>{views[id]()}</Fragment>
      ))}
    </>
  );
}
