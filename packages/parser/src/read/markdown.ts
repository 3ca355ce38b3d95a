/**
 * Resumes kept as Markdown (a README, a notes app, our own Markdown export): the markup is read for
 * what it says (a `##` heading is a section heading, `**…**` is bold) and then taken out, so the
 * rest of the parser sees the text as printed.
 */
import { hasScheme, withoutScheme } from '@resume/core';
import { READING } from './thresholds';

/** What a Markdown line says about itself once its markup is gone. */
export type MarkdownLine = { text: string; heading: number; bold: boolean; italic: boolean };

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+\s*)?$/;

/** A text that uses Markdown's headings: two or more lines opening with "#" and a space. */
export function looksLikeMarkdown(text: string): boolean {
  let headings = 0;
  for (const line of text.split(/\r\n|\r|\n/, READING.markdownLines)) {
    if (HEADING.test(line) && ++headings >= READING.markdownHeadings) return true;
  }
  return false;
}

/** A link written for people: its text, and its address when that says something the text does not. */
function linkText(text: string, url: string): string {
  const bare = (value: string) => withoutScheme(value).replace(/\/$/, '');
  return bare(text) === bare(url) || !url ? text : `${text} — ${url}`;
}

/**
 * Inline markup out: links, images, code and emphasis. Escaped characters ("\\*") are set aside
 * first, so they are printed as typed and never taken for markup.
 */
function plain(text: string): string {
  const escaped: string[] = [];
  const kept = text.replace(
    /\\([!-/:-@[-`{-~])/g,
    (_, char: string) => `\uE000${escaped.push(char) - 1}\uE001`,
  );
  return kept
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(<?([^)\s>]*)>?(?:\s+"[^"]*")?\)/g, (_, label: string, url: string) =>
      linkText(label, url),
    )
    .replace(/<([^<>\s]+)>/g, (autolink, address: string) => (hasScheme(address) ? address : autolink))
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(?<![\w*])([*_])(?=\S)(.+?)(?<=\S)\1(?![\w*])/g, '$2')
    .replace(/\uE000(\d+)\uE001/g, (_, index: string) => escaped[Number(index)] ?? '');
}

/** One line of Markdown as text; a quote's ">" and a rule ("---") leave nothing behind. */
export function markdownLine(raw: string): MarkdownLine {
  if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(raw)) return { text: '', heading: 0, bold: false, italic: false };
  const heading = HEADING.exec(raw);
  const body = heading ? (heading[2] ?? '') : raw.replace(/^\s{0,3}>\s?/, '');
  const bold = /^\s*(\*\*|__)(.+)\1\s*$/.test(body);
  const italic = !bold && /^\s*([*_])(?!\1)(.+)\1\s*$/.test(body);
  return { text: plain(body), heading: heading?.[1]?.length ?? 0, bold, italic };
}
