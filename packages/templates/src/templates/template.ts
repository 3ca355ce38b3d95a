import type { ResumeView } from '@resume/core';
import type { ReactElement } from 'react';
import type { Paper } from '../blocks/page';

/** What every template receives: the prepared resume and the page options. */
export type TemplateProps = { resume: ResumeView; paper: Paper; watermark: boolean };

export type Template = (props: TemplateProps) => ReactElement;
