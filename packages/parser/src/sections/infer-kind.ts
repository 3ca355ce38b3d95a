import { findDateRange, spacedWords } from '@resume/core';
import type { Line } from '../layout/types';
import { isDegree, isInstitution, orgScore, titleScore } from '../lexicon/role-words';
import type { SectionKind } from './heading-vocabulary';
import { CONTENT } from './thresholds';

/** The part of a section this step needs (find-sections' Section, without a cycle). */
interface UntitledSection {
  kind: SectionKind;
  known: boolean;
  lines: Line[];
}

const isSchoolLine = (line: Line) => isDegree(line.text) || isInstitution(line.text);

/** What the lines of a section hold, counted. */
function contentOf(lines: Line[]) {
  const dated = lines.filter((l) => findDateRange(l.text)).length;
  const short = lines.filter((l) => !l.bullet && spacedWords(l.text).length <= CONTENT.shortLineWords);
  return {
    dated,
    bullets: lines.filter((l) => l.bullet).length,
    school: short.filter(isSchoolLine).length,
    job: short.filter((l) => !isSchoolLine(l) && (titleScore(l.text) > 0 || orgScore(l.text) > 0)).length,
    listed: lines.filter((l) => /[,;•·|]/.test(l.text) && !/[.!?]$/.test(l.text.trim())).length,
  };
}

/** Running prose: whole lines of mostly lower-case words, with a sentence in them. */
function isParagraph(lines: Line[]): boolean {
  if (lines.some((l) => l.bullet || l.segments.length > 1)) return false;
  const words = lines.flatMap((l) => spacedWords(l.text));
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  const { minWords, lowerShare } = CONTENT.paragraph;
  return (
    words.length >= minWords && lower >= lowerShare * words.length && lines.some((l) => /[.!?]/.test(l.text))
  );
}

/**
 * The kinds a section under a heading no lexicon knows may be, most likely first, from what it
 * holds: dated entries are jobs or schools (schools name degrees and institutions and rarely
 * carry bullets), lists of short items are skills, a paragraph of prose is a summary. The second
 * choice for dated entries needs some sign of its own. Empty when the content does not tell.
 */
export function kindsFromContent(lines: Line[]): SectionKind[] {
  if (lines.length === 0) return [];
  const c = contentOf(lines);
  if (c.dated > 0) {
    const schoolLike = c.school + (c.bullets === 0 ? 1 : 0);
    const jobLike = c.job + (c.bullets > 0 ? 1 : 0);
    if (schoolLike > jobLike) return c.job > 0 ? ['education', 'experience'] : ['education'];
    return c.school > 0 ? ['experience', 'education'] : ['experience'];
  }
  if (c.listed >= Math.max(1, CONTENT.listedShare * lines.length)) return ['skills'];
  return isParagraph(lines) ? ['summary'] : [];
}

/**
 * Gives sections with unknown headings the first kind their content shows that no known heading
 * of the document, nor an unknown one before, already names: a resume whose "Esperienze" went
 * unrecognised still has its jobs read, while an extra dated section beside Experience (the
 * person's own "Mentoring") is read as schools only when it names some, and prose is a summary
 * only before the jobs and schools. What is left is a section of the person's own.
 */
export function inferKinds<S extends UntitledSection>(sections: S[]): S[] {
  const named = new Set(sections.filter((s) => s.known).map((s) => s.kind));
  const firstEntries = sections.findIndex((s) => s.kind === 'experience' || s.kind === 'education');
  return sections.map((section, index) => {
    if (section.known || section.kind !== 'other') return section;
    // A summary opens a resume: prose after the jobs or schools is something else (a motto).
    const opening = firstEntries < 0 || index < firstEntries;
    const kind = kindsFromContent(section.lines).find((k) => !named.has(k) && (k !== 'summary' || opening));
    if (!kind) return section;
    named.add(kind);
    return { ...section, kind };
  });
}
