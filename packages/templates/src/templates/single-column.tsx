/** @jsxRuntime automatic */
import type { TemplateSlot } from '@resume/core';
import { StackedHeader } from '../blocks/header';
import { ResumePage } from '../blocks/page';
import { SectionList } from '../blocks/section-list';
import type { SkillsDisplay } from '../blocks/skills';
import type { Template } from './template';

/**
 * The plainest layout: the header stacked over the sections, in one column. Templates that differ
 * only in their theme (fonts, colours, rules) are this layout with their own recipe.
 */
export function singleColumnTemplate(sections: readonly TemplateSlot[], skills: SkillsDisplay): Template {
  return function SingleColumnTemplate({ resume, paper, watermark }) {
    return (
      <ResumePage paper={paper} watermark={watermark}>
        <StackedHeader resume={resume} />
        <SectionList resume={resume} order={sections} skills={skills} />
      </ResumePage>
    );
  };
}
