import type { Extras } from '@resume/core';
import type { Line } from '../layout/types';
import type { Section } from '../sections/find-sections';
import { tidySpaces } from '../text/clean-text';
import { findUrls, linkType } from './contacts';
import { splitEntries } from './entries';
import { headerParts } from './entry-parts';

type Project = Extras['projects'][number];
type Certification = Extras['certifications'][number];
type Language = Extras['languages'][number];

export function extractProjects(section: Section, wraps: boolean): Project[] {
  return splitEntries(section.lines, wraps).flatMap((entry) => {
    const { parts, urls } = headerParts(entry.header);
    const name = parts[0]?.text ?? '';
    if (!name) return [];
    const description = [...parts.slice(1).map((p) => p.text), entry.lead, ...entry.details]
      .filter(Boolean)
      .join('\n');
    const url = urls[0] ?? findUrls(entry.details.join(' '))[0] ?? '';
    return [{ name, description, url }];
  });
}

export function extractCertifications(section: Section, wraps: boolean): Certification[] {
  return splitEntries(section.lines, wraps).flatMap((entry) => {
    const { parts, dates } = headerParts(entry.header);
    const name = parts[0]?.text ?? (entry.lead || entry.details[0] || '');
    if (!name) return [];
    return [{ name, issuer: parts[1]?.text ?? '', date: dates?.end ?? dates?.start ?? '' }];
  });
}

const LANGUAGE_LEVEL =
  /\b(native|bilingual|fluent|fluency|proficient|professional|advanced|intermediate|conversational|basic|beginner|elementary|working|limited|full|mother tongue|[abc][12])\b.*$/i;

/** "English (Native)", "Spanish – Fluent", "German ○○○": a spoken language and its level. */
export function extractLanguages(section: Section): Language[] {
  const languages: Language[] = [];
  for (const line of section.lines) {
    const items =
      line.segments.length > 1 && !/[,;]/.test(line.text) ? [line.text] : line.text.split(/[,;•·|]/);
    for (const item of items) {
      const text = tidySpaces(item.replace(/[○●◯◉★☆■□▪▫]/g, ''));
      const bracketed = text.match(/^([^(:–—-]+?)\s*[(:–—-]\s*([^)]*)\)?$/);
      const name = tidySpaces(bracketed?.[1] ?? text.replace(LANGUAGE_LEVEL, ''));
      const level = tidySpaces(bracketed?.[2] ?? text.match(LANGUAGE_LEVEL)?.[0] ?? '');
      if (name && name.split(/\s+/).length <= 3) languages.push({ name, level });
    }
  }
  return languages;
}

/** Every link printed in the resume, labelled by where it points. */
export function extractLinks(urls: string[]): Extras['links'] {
  const seen = new Set<string>();
  return urls.flatMap((url) => {
    const key = url
      .toLowerCase()
      .replace(/^https?:\/\/(www\.)?/, '')
      .replace(/\/$/, '');
    if (seen.has(key)) return [];
    seen.add(key);
    const type = linkType(url);
    return [{ label: type === 'website' ? 'Website' : type === 'linkedin' ? 'LinkedIn' : 'GitHub', url }];
  });
}

export const linesText = (lines: Line[]): string => lines.map((l) => l.text).join('\n');
