import type { ResumeData } from '@resume/core';
import { designedView } from '../design/designed-view';
import { htmlLook } from './html-look';
import { type ResumeHtml, renderResumeHtml } from './resume-html';

export { escapeHtml, safeHref } from './escape';
export { fontStack, type HtmlLook, htmlLook } from './html-look';
export { type ResumeHtml, renderResumeHtml } from './resume-html';

/** A resume as a web page (stylesheet and markup) in template `templateId` and the person's design. */
export function resumeToHtml(data: ResumeData, templateId: string): ResumeHtml {
  return renderResumeHtml(designedView(data), htmlLook(templateId, data.design));
}
