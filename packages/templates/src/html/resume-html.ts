import {
  type CustomSectionItem,
  customSectionOf,
  isBuiltInSection,
  type LaidOutSection,
  type ResumeView,
  viewSectionLayout,
} from '@resume/core';
import type { SectionId } from '../blocks/section-list';
import { escapeHtml as e, safeHref } from './escape';
import { type HtmlLook, SIDE_SECTIONS } from './html-look';
import { resumeCss } from './resume-css';

/** A resume as a web page's parts: its stylesheet and its markup (one <article>). */
export type ResumeHtml = { css: string; body: string };

const link = (text: string, href: string) => {
  const target = safeHref(href);
  return target ? `<a href="${e(target)}" rel="noopener noreferrer nofollow">${e(text)}</a>` : e(text);
};

const paragraphs = (text: string) =>
  text
    .split('\n')
    .map((line) => `<p>${e(line)}</p>`)
    .join('');

/** A section's element id: its key with anything but letters, digits, - and _ made a dash. */
const anchorOf = (key: string) => `s-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

const section = (key: string, title: string, inner: string) =>
  inner
    ? `<section class="section" aria-labelledby="${anchorOf(key)}"><h2 id="${anchorOf(key)}">${e(title)}</h2>${inner}</section>`
    : '';

/** An entry's head: what and where on the first line, the dates and place beside or below. */
function entryHead(title: string, org: string, meta: string[]) {
  const shown = meta.filter(Boolean);
  return (
    `<div class="entry-head"><h3>${e(title)}${org ? ` <span class="org">${e(org)}</span>` : ''}</h3>` +
    (shown.length ? `<p class="meta">${shown.map(e).join(' · ')}</p>` : '') +
    '</div>'
  );
}

const list = (items: string[]) =>
  items.length ? `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>` : '';

const SECTIONS: Record<SectionId, (resume: ResumeView) => string> = {
  summary: (r) => (r.summary ? paragraphs(r.summary) : ''),
  experience: (r) =>
    r.experience
      .map(
        (job) =>
          `<article class="entry">${entryHead(job.jobTitle, job.company, [job.dates, job.place])}` +
          (job.description ? `<p class="desc">${e(job.description)}</p>` : '') +
          `${list(job.achievements)}</article>`,
      )
      .join(''),
  education: (r) =>
    r.education
      .map(
        (s) => `<article class="entry">${entryHead(s.degree, s.institution, [s.dates, s.place])}</article>`,
      )
      .join(''),
  skills: (r) =>
    r.skills.length
      ? `<ul class="chips">${r.skills
          .map((s) => `<li>${e(s.name)}${s.level ? ` <span class="level">(${e(s.level)})</span>` : ''}</li>`)
          .join('')}</ul>`
      : '',
  languages: (r) =>
    r.languages.length
      ? `<ul class="plain">${r.languages
          .map((l) => `<li>${e(l.name)}${l.level ? ` <span class="level">— ${e(l.level)}</span>` : ''}</li>`)
          .join('')}</ul>`
      : '',
  certifications: (r) =>
    r.certifications.length
      ? `<ul class="plain">${r.certifications
          .map(
            (c) =>
              `<li>${e(c.name)}${[c.issuer, c.date]
                .filter(Boolean)
                .map((x) => ` · ${e(x)}`)
                .join('')}</li>`,
          )
          .join('')}</ul>`
      : '',
  projects: (r) =>
    r.projects
      .map(
        (p) =>
          `<article class="entry"><div class="entry-head"><h3>${p.name ? e(p.name) : link(p.url, p.href)}</h3>` +
          (p.name && p.url ? `<p class="meta">${link(p.url, p.href)}</p>` : '') +
          `</div>${p.description ? paragraphs(p.description) : ''}</article>`,
      )
      .join(''),
  links: (r) =>
    r.links.length
      ? `<ul class="plain">${r.links
          .map((l) => `<li>${l.label ? `${e(l.label)}: ` : ''}${link(l.url, l.href)}</li>`)
          .join('')}</ul>`
      : '',
};

function header(resume: ResumeView) {
  const contacts = resume.contacts.map(
    (c) => `<li>${c.prefix ? `${e(c.prefix)}: ` : ''}${link(c.value, c.href)}</li>`,
  );
  return (
    '<header class="head">' +
    `<h1>${e(resume.name)}</h1>` +
    (resume.title ? `<p class="headline">${e(resume.title)}</p>` : '') +
    (contacts.length ? `<ul class="contacts" aria-label="Contact">${contacts.join('')}</ul>` : '') +
    '</header>'
  );
}

/** A section of the person's own: each entry as the built-in ones are drawn. */
const customHtml = (custom: CustomSectionItem) =>
  custom.entries
    .map(
      (entry) =>
        `<article class="entry">${entryHead(entry.title, entry.subtitle, [entry.dates, entry.place])}` +
        (entry.description ? paragraphs(entry.description) : '') +
        `${list(entry.bullets)}</article>`,
    )
    .join('');

function sectionHtml(resume: ResumeView, laidOut: LaidOutSection): string {
  const custom = customSectionOf(resume, laidOut);
  if (custom) return section(laidOut.key, laidOut.heading, customHtml(custom));
  return isBuiltInSection(laidOut.key)
    ? section(laidOut.key, laidOut.heading, SECTIONS[laidOut.key](resume))
    : '';
}

const sectionsHtml = (resume: ResumeView, sections: LaidOutSection[]) =>
  sections.map((laidOut) => sectionHtml(resume, laidOut)).join('');

/**
 * The resume as semantic HTML in its template's look: the header, then its sections as every
 * format lays them out (the person's order, headings and hidden sections, their own sections; else
 * the template's order), the sidebar template's side sections after the main ones. Every piece of
 * the person's text is escaped; links open only web, mail and phone addresses.
 */
export function renderResumeHtml(resume: ResumeView, look: HtmlLook): ResumeHtml {
  const laidOut = viewSectionLayout(resume, look.sections);
  const inSide = (s: LaidOutSection) => look.sidebar && isBuiltInSection(s.key) && SIDE_SECTIONS.has(s.key);
  const main = laidOut.filter((s) => !inSide(s));
  const side = laidOut.filter(inSide);
  const body =
    `<article class="resume${look.sidebar ? ' with-side' : ''}${look.centered ? ' centered' : ''}">` +
    header(resume) +
    `<div class="columns"><div class="main">${sectionsHtml(resume, main)}</div>` +
    (side.length ? `<aside class="side" aria-label="More">${sectionsHtml(resume, side)}</aside>` : '') +
    '</div></article>';
  return { css: resumeCss(look), body };
}
