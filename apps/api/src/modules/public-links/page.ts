import { escapeHtml as e, fullName, PRODUCT_NAME, publicLinkPath, type ResumeData } from '@resume/core';
import type { ResumeHtml } from '@resume/templates';

/** The page's own chrome (toolbar, forms), around the resume's stylesheet. */
const PAGE_CSS = `
.toolbar { display: flex; justify-content: flex-end; gap: .5rem; max-width: 52rem; margin: 0 auto; padding: .75rem 1.25rem 0; }
.button { display: inline-block; font: 600 1rem/1.2 system-ui, sans-serif; padding: .7rem 1.1rem; border-radius: .4rem; background: #1f2937; color: #fff; text-decoration: none; border: 0; cursor: pointer; }
.button:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.notice { max-width: 26rem; margin: 3rem auto; padding: 1.5rem; background: #fff; font: 1rem/1.5 system-ui, sans-serif; color: #1f2937; }
.notice h1 { font-size: 1.4rem; margin: 0 0 1rem; }
.notice label { display: block; font-weight: 600; margin-bottom: .3rem; }
.notice input { width: 100%; font: inherit; padding: .6rem; border: 1px solid #6b7280; border-radius: .3rem; margin-bottom: 1rem; }
.error { color: #b91c1c; font-weight: 600; }
@media print { .toolbar { display: none; } }
`;

const BARE_CSS = 'body { margin: 0; background: #f3f4f6; }';

type Head = { title: string; description?: string; noindex: boolean; css: string };

function document({ title, description, noindex, css }: Head, body: string): string {
  const meta = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    '<meta name="referrer" content="no-referrer">',
    `<title>${e(title)}</title>`,
    description ? `<meta name="description" content="${e(description)}">` : '',
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${e(title)}">`,
    description ? `<meta property="og:description" content="${e(description)}">` : '',
    `<meta property="og:site_name" content="${e(PRODUCT_NAME)}">`,
    '<meta name="twitter:card" content="summary">',
  ];
  return `<!doctype html><html lang="en"><head>${meta.filter(Boolean).join('')}<style>${css}</style></head><body>${body}</body></html>`;
}

/**
 * The link preview (Open Graph): the person's name and headline, nothing else of the resume. A
 * password-protected page says only that it is a resume.
 */
export function previewOf(data: ResumeData, locked: boolean) {
  if (locked)
    return { title: 'Resume', description: `A resume shared with ${PRODUCT_NAME}. It asks for a password.` };
  const name = fullName(data).trim();
  const headline = (data.title ?? '').replace(/\s+/g, ' ').trim();
  const title = name ? `${name} — Resume` : 'Resume';
  return { title, description: [name, headline].filter(Boolean).join(' · ') || 'Resume' };
}

/** The public page: the resume, and the PDF download (the only other thing its address reaches). */
export function resumePage(slug: string, data: ResumeData, html: ResumeHtml, noindex: boolean): string {
  const toolbar = `<nav class="toolbar" aria-label="Resume"><a class="button" href="${e(publicLinkPath(slug))}/pdf" download>Download PDF</a></nav>`;
  return document(
    { ...previewOf(data, false), noindex, css: `${html.css}${PAGE_CSS}` },
    `${toolbar}<main>${html.body}</main>`,
  );
}

/** The password form, posted to the page's own address. */
export function passwordPage(slug: string, noindex: boolean, wrong: boolean): string {
  const error = wrong
    ? '<p class="error" role="alert" id="pw-error">That password is not right. Try again.</p>'
    : '';
  const form =
    `<main class="notice"><h1>This resume is protected</h1>${error}` +
    `<form method="post" action="${e(publicLinkPath(slug))}">` +
    `<label for="password">Password</label>` +
    `<input id="password" name="password" type="password" autocomplete="current-password" required${wrong ? ' aria-describedby="pw-error" aria-invalid="true"' : ''} autofocus>` +
    '<button class="button" type="submit">Open the resume</button></form></main>';
  return document({ title: 'Resume', noindex, css: `${BARE_CSS}${PAGE_CSS}` }, form);
}

/** What a wrong, revoked or rotated address shows: nothing about any link or resume. */
export function notFoundPage(): string {
  return document(
    { title: 'Not found', noindex: true, css: `${BARE_CSS}${PAGE_CSS}` },
    '<main class="notice"><h1>Not found</h1><p>There is no page at this address.</p></main>',
  );
}

/** A refusal for too many requests, with when to try again. */
export function tooManyPage(retryAfterSeconds: number): string {
  return document(
    { title: 'Too many requests', noindex: true, css: `${BARE_CSS}${PAGE_CSS}` },
    `<main class="notice"><h1>Too many requests</h1><p>Please try again in ${retryAfterSeconds} seconds.</p></main>`,
  );
}
