import { findDateRange } from '../fields/dates';
import { isDegree, isInstitution, orgScore, titleScore } from '../fields/role-words';
import type { Line } from '../layout/types';
import type { SectionKind } from './heading-vocabulary';

/** The part of a section this step needs (find-sections' Section, without a cycle). */
interface UntitledSection {
  kind: SectionKind;
  known: boolean;
  lines: Line[];
}

/** What the lines of a section hold, counted. */
function contentOf(lines: Line[]) {
  const dated = lines.filter((l) => findDateRange(l.text)).length;
  const short = lines.filter((l) => !l.bullet && l.text.split(/\s+/).length <= 12);
  return {
    dated,
    bullets: lines.filter((l) => l.bullet).length,
    school: short.filter((l) => isDegree(l.text) || isInstitution(l.text)).length,
    job: short.filter((l) => titleScore(l.text) > 0 || orgScore(l.text) > 0).length,
    listed: lines.filter((l) => /[,;•·|]/.test(l.text) && !/[.!?]$/.test(l.text.trim())).length,
  };
}

/**
 * The kind of a section under a heading no lexicon knows, from what it holds: dated entries are
 * jobs or schools (schools name degrees and institutions and rarely carry bullets), lists of
 * short items are skills. Null when the content does not tell.
 */
export function kindFromContent(lines: Line[]): SectionKind | null {
  if (lines.length === 0) return null;
  const c = contentOf(lines);
  if (c.dated > 0) {
    const schoolLike = c.school + (c.bullets === 0 ? 1 : 0);
    const jobLike = c.job + (c.bullets > 0 ? 1 : 0);
    return schoolLike > jobLike ? 'education' : 'experience';
  }
  return c.listed >= Math.max(1, 0.6 * lines.length) ? 'skills' : null;
}

/**
 * Gives sections with unknown headings the kind their content shows, for the kinds that no
 * known heading of the document already names: a resume whose "Esperienze" went unrecognised
 * still has its jobs read, while an extra section beside a known Experience stays aside.
 */
export function inferKinds<S extends UntitledSection>(sections: S[]): S[] {
  const named = new Set(sections.filter((s) => s.known).map((s) => s.kind));
  return sections.map((section) => {
    if (section.known || section.kind !== 'other') return section;
    const kind = kindFromContent(section.lines);
    return kind && !named.has(kind) ? { ...section, kind } : section;
  });
}
