import { type Extras, findUrls, spacedWords } from '@resume/core';
import type { Line } from '../layout/types';
import type { Section } from '../sections/find-sections';
import { classifyHeading } from '../sections/heading-vocabulary';
import { tidySpaces } from '../text/clean-text';
import { splitEntries } from './entries';
import { headerParts } from './entry-parts';
import { SKILLS } from './thresholds';

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

function certification(header: Line[], fallback = ''): Certification[] {
  const { parts, dates } = headerParts(header);
  const name = parts[0]?.text ?? fallback;
  if (!name) return [];
  return [{ name, issuer: parts[1]?.text ?? '', date: dates?.end ?? dates?.start ?? '' }];
}

/** A bulleted list, item by item: a bullet starts one, the lines that follow it continue it. */
function bulletItems(lines: Line[]): Line[][] {
  const items: Line[][] = [];
  for (const line of lines) {
    const last = items[items.length - 1];
    if (line.bullet || !last) items.push([line]);
    else last.push(line);
  }
  return items;
}

/**
 * Certifications are one-liners ("AWS Solutions Architect — Amazon, Mar 2022"): in a bulleted list
 * each bullet is one, read like an entry's header; otherwise they are read as entries.
 */
export function extractCertifications(section: Section, wraps: boolean): Certification[] {
  if (section.lines[0]?.bullet) return bulletItems(section.lines).flatMap((item) => certification(item));
  return splitEntries(section.lines, wraps).flatMap((entry) =>
    certification(entry.header, entry.lead || entry.details[0] || ''),
  );
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
      if (name && spacedWords(name).length <= SKILLS.languageWords) languages.push({ name, level });
    }
  }
  return languages;
}

export const linesText = (lines: Line[]): string => lines.map((l) => l.text).join('\n');

/** "Languages: English (native), Spanish (B2)", "Sprachen: Deutsch …": a labelled row of languages. */
const LANGUAGE_ROW = /^\s*([\p{L} ]{2,30}?)\s*:\s*(\S.*)$/u;

/**
 * A skills section that lists the languages on a labelled row of their own ("Kenntnisse: EDV: …,
 * Sprachen: …"): that row read as languages, the rest left as skills.
 */
export function languagesAmongSkills(section: Section): { skills: Section; languages: Language[] } {
  const languages: Language[] = [];
  const lines = section.lines.filter((line) => {
    const row = LANGUAGE_ROW.exec(line.text);
    if (!row || classifyHeading(row[1] as string) !== 'languages') return true;
    const text = row[2] as string;
    // "Languages: Go, Python" in English lists code; spoken ones show a level ("Spanish (B2)"), and
    // "Sprachen", "Langues", "Idiomas" only ever mean spoken ones.
    const english = /^languages?$/i.test((row[1] as string).trim());
    if (english && !text.split(/[,;]/).some((item) => LANGUAGE_LEVEL.test(item))) return true;
    languages.push(
      ...extractLanguages({
        ...section,
        lines: [{ ...line, text, segments: [{ ...line.segments.at(-1)!, text }] }],
      }),
    );
    return false;
  });
  return { skills: { ...section, lines }, languages };
}
