import type { ResumeView } from '@resume/core';
import type { ReactElement } from 'react';
import type { Paper } from '../blocks/page';
import type { SectionId } from '../blocks/section-list';
import type { Theme } from '../blocks/theme';

/** What every template receives: the prepared resume and the page options. */
export type TemplateProps = { resume: ResumeView; paper: Paper; watermark: boolean };

export type Template = (props: TemplateProps) => ReactElement;

/** What a template's Word export follows: its fonts, colours and margins, its section order. */
export type TemplateDesign = { theme: Theme; sections: readonly SectionId[]; centered?: boolean };
