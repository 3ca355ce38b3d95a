/** @jsxRuntime automatic */

import {
  type BuiltInSection,
  customSectionOf,
  isBuiltInSection,
  type ResumeView,
  type SectionKey,
  type TemplateSlot,
  viewSectionLayout,
} from '@resume/core';
import { Fragment, type ReactNode } from 'react';
import {
  CertificationsSection,
  CustomSection,
  EducationSection,
  ExperienceSection,
  LanguagesSection,
  LinksSection,
  ProjectsSection,
  SummarySection,
} from './sections';
import { type SkillsDisplay, SkillsSection } from './skills';
import type { EntryLayout } from './theme';

/** A built-in section (core's BUILT_IN_SECTIONS): what templates name in their own order. */
export type SectionId = BuiltInSection;

type Props = {
  resume: ResumeView;
  /**
   * The order this template prints sections in when the person has not chosen one (core's
   * templateSectionOrder); the person's order (rules/section-layout.ts) comes first, and sections it
   * leaves out follow in this order.
   */
  order: readonly TemplateSlot[];
  skills: SkillsDisplay;
  layout?: EntryLayout;
  /**
   * Which sections this list prints (a column of a two-column template); default: all. A custom
   * section's key is `custom:<id>`.
   */
  include?: (key: SectionKey) => boolean;
};

/**
 * A template's body: the sections in the person's order (else the template's), under the person's
 * headings, hidden ones left out, their own sections included; empty sections print nothing.
 */
export function SectionList({ resume, order, skills, layout, include = () => true }: Props) {
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
  const sections = viewSectionLayout(resume, order).filter((section) => include(section.key));
  return (
    <>
      {sections.map((section) => {
        const custom = customSectionOf(resume, section);
        return (
          <Fragment key={section.key}>
            {custom ? (
              <CustomSection section={custom} heading={section.heading} layout={layout} />
            ) : isBuiltInSection(section.key) ? (
              views[section.key]()
            ) : null}
          </Fragment>
        );
      })}
    </>
  );
}
