export { escapeHtml } from '@resume/core';

const SAFE_SCHEMES = /^(?:https?:|mailto:|tel:)/i;

/**
 * An address a reader may follow from the page, or '' for any other scheme (javascript:, data:…):
 * the resume's links are the person's text, and a page anyone can open must not run it.
 */
export function safeHref(href: string): string {
  return SAFE_SCHEMES.test(href.trim()) ? href.trim() : '';
}
