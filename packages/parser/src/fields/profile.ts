import { findDateRange, findEmails, findHandles, findPhones, findUrls, spacedWords } from '@resume/core';
import type { Line } from '../layout/types';
import { titleScore } from '../lexicon/role-words';
import type { ResumeLayout, Section } from '../sections/find-sections';
import { tidySpaces } from '../text/clean-text';
import { joinWrapped } from './entries';
import { findBareCity } from './home-place';
import { findName } from './name';
import { findPlace, findPlaceByShape, postalTown } from './places';
import { HEADER } from './thresholds';

/** Who the resume is about, read from its header and summary. */
export interface Profile {
  name: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  /** Links in printed order, header first. */
  /** Each link with the label printed before it ("Portfolio: …"), or '' when none was. */
  links: { url: string; label: string }[];
  /** Other contact handles ("@jane@hachyderm.io"). */
  handles: string[];
  summary: string;
}

const lineText = (line: Line) => line.segments.map((s) => s.text).join(' | ');

const hasContact = (text: string) =>
  findEmails(text).length > 0 ||
  findPhones(text).length > 0 ||
  findUrls(text).length > 0 ||
  findPlace(text) !== null;

const hasEmailOrPhone = (text: string) => findEmails(text).length > 0 || findPhones(text).length > 0;

/** Joins lines of one paragraph the way a reader would read them. */
export function paragraphOf(lines: Line[]): string {
  return tidySpaces(lines.reduce((text, line) => (text ? joinWrapped(text, line.text) : line.text), ''));
}

/** Reads like prose: enough words and mostly lowercase words, not a list of labels. */
function isProse(lines: Line[]): boolean {
  const text = paragraphOf(lines);
  const all = spacedWords(text);
  const lower = all.filter((w) => /^\p{Ll}/u.test(w)).length;
  const { minWords, lowerShare } = HEADER.prose;
  return all.length >= minWords && lower >= lowerShare * all.length && !lines.every((l) => l.bullet);
}

/**
 * The summary: a Summary/Profile/Objective section, else an unlabelled first section of prose
 * before experience or education, else a sentence in the header under the name.
 */
function findSummary(layout: ResumeLayout, headerProse: Line[]): string {
  // An "About" box of contact details in a sidebar is labelled like a summary but is not prose.
  const labelled = layout.sections.filter((s) => s.kind === 'summary' && s.lines.length > 0);
  const prose = labelled.find((s) => isProse(s.lines)) ?? labelled[0];
  if (prose) return paragraphOf(prose.lines);
  const first: Section | undefined = layout.sections[0];
  if (
    first &&
    !first.known &&
    first.lines.length > 0 &&
    isProse(first.lines) &&
    !first.lines.some((l) => findDateRange(l.text))
  ) {
    return paragraphOf(first.lines);
  }
  return headerProse.length > 0 ? paragraphOf(headerProse) : '';
}

/**
 * The text of each line, with a contact detail wrapped onto the next line put back together
 * ("mirela.vanko@example" + ".hr", "linkedin.com/in/" + "mirela").
 */
function contactTexts(lines: Line[]): string[] {
  const texts = lines.map(lineText);
  return texts.map((text, i) => {
    const next = texts[i + 1] ?? '';
    return /[\w@/.-]$/.test(text) && /^[./@]\w/.test(next) ? `${text}${next.split(/\s/)[0]}` : text;
  });
}

function firstOf(lines: Line[], find: (text: string) => string[]): string {
  for (const text of contactTexts(lines)) {
    const found = find(text)[0];
    if (found) return found;
  }
  return '';
}

const listOf = (found: string | null): string[] => (found ? [found] : []);

/**
 * The person's city: a place we know in the contact lines, else something shaped like "City,
 * Region" on a short line or a line that also holds a contact detail, else a bare city among the
 * contact details; never the name or the headline under it ("Engineer, Acme").
 */
function locationOf(lines: Line[], notPlaces: Line[]): string {
  const known = firstOf(lines, (text) => listOf(findPlace(text) ?? postalTown(text)));
  if (known) return known;
  const likely = lines.filter(
    (l) =>
      !notPlaces.includes(l) && (spacedWords(l.text).length <= HEADER.placeLineWords || hasContact(l.text)),
  );
  const shaped = firstOf(likely, (text) => listOf(findPlaceByShape(text)));
  return shaped || findBareCity(contactTexts(lines), new Set(notPlaces.map((l) => l.text)));
}

/** The words before a link and a colon ("Portfolio: jane.dev"), when the line names it so. */
function printedLabel(text: string, url: string): string {
  const before = text.slice(0, text.indexOf(url));
  return before.match(/(?:^|[|•·,]\s*)(\p{L}[\p{L}\p{N} &'-]{0,30}?)\s*:\s*$/u)?.[1] ?? '';
}

/** A short phrase that names a job ("Warehouse Operations Supervisor"), no contact detail in it. */
const isTitlePhrase = (text: string): boolean =>
  titleScore(text) > 0 &&
  !hasContact(text) &&
  !findDateRange(text) &&
  spacedWords(text).length <= HEADER.headlineWords &&
  !/[.!?]$/.test(text);

/**
 * A headline printed after the contact line rather than under the name ("Name / email · phone /
 * Warehouse Operations Supervisor"), or beside the details in one line ("Certified Paralegal |
 * Atlanta, GA · email"): the first title-like line or cell among the header's contact lines.
 */
function titleBelowContacts(lines: Line[], name: string): string {
  for (const line of lines) {
    // The name's own cell is no title, whatever its words ("Mason Cook").
    const cell = line.segments.find(
      (segment) => !segment.text.toLowerCase().includes(name.toLowerCase()) && isTitlePhrase(segment.text),
    );
    if (cell) return cell.text;
    // Contact details and a postal address ("Flat 402, Baner Road, Pune – 411045") come before it.
    if (!hasContact(line.text) && !/\d/.test(line.text) && !findPlace(line.text)) return '';
  }
  return '';
}

export function extractProfile(layout: ResumeLayout, allLines: Line[]): Profile {
  // Without a header (a document that opens with a heading), look at the first lines instead. A
  // header is a few dozen lines at most: a file without headings is all header, and reading every
  // line of a long one for names and places would cost seconds for nothing a resume keeps.
  const header = (
    layout.header.length > 0 ? layout.header : allLines.slice(0, HEADER.linesWithoutHeader)
  ).slice(0, HEADER.maxLines);
  // A sidebar often lists the contact details under a "Contact" heading instead of the header.
  const contactLines = [
    ...header,
    ...layout.sections.filter((s) => s.kind === 'links').flatMap((s) => s.lines),
  ];
  const hints = contactLines.flatMap((l) => [
    ...findEmails(l.text).map((e) => e.split('@')[0] ?? ''),
    ...findUrls(l.text).map((u) => u.replace(/\/+$/, '').split('/').pop() ?? ''),
  ]);
  const name = findName(header, hints);
  const rest = contactLines.filter((line) => line !== name?.line);
  const nameIndex = name ? header.indexOf(name.line) : -1;
  const afterName = header[nameIndex + 1];
  const headline =
    afterName &&
    afterName !== name?.line &&
    !hasContact(afterName.text) &&
    spacedWords(afterName.text).length <= HEADER.headlineWords
      ? afterName.text
      : titleBelowContacts(
          header.slice(Math.max(nameIndex, 0)).filter((l, i) => i > 0 || l.segments.length > 1),
          name?.text ?? '',
        );
  const headerProse = header.filter(
    (l) =>
      l !== name?.line &&
      spacedWords(l.text).length >= HEADER.prose.minWords &&
      !hasContact(l.text) &&
      isProse([l]),
  );
  const top = allLines.slice(0, HEADER.contactLines);
  return {
    name: name?.text ?? '',
    headline: headerProse.includes(afterName as Line) ? '' : headline,
    email: firstOf(rest, findEmails) || firstOf(top, findEmails),
    phone: firstOf(rest, findPhones) || firstOf(top, findPhones),
    // A header read as a section (a headline taken for a heading) still has its contact line.
    location:
      locationOf(
        rest,
        [name?.line, headline ? afterName : undefined].filter((l) => l !== undefined),
      ) ||
      locationOf(
        top.slice(0, HEADER.contactLineLines).filter((l) => hasEmailOrPhone(l.text)),
        [],
      ),
    links: rest.flatMap((l) => {
      const text = lineText(l);
      return findUrls(text).map((url) => ({ url, label: printedLabel(text, url) }));
    }),
    handles: rest.flatMap((l) => findHandles(l.text)),
    summary: findSummary(layout, headerProse),
  };
}
