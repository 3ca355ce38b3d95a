import { addIfMissed, fixIfMisread, mayHaveMisread, mayHaveMissed } from '../rules/import-review';
import type { RequiredField } from '../rules/resume-requirements';
import { IMPORT_SECTIONS, type ImportSection, type ImportSectionConfidence } from '../schemas/resume-upload';
import type { Finding, FindingId } from './findings';

/**
 * An upload whose import review the person has not confirmed or dismissed yet, with how surely
 * each section was read. Until then, what the resume lacks may be what the reading lost.
 */
export type PendingImport = { sections: readonly ImportSectionConfidence[] };

/** The completeness findings that say a required part is absent, by the part they name. */
const MISSING_PART: Partial<Record<FindingId, RequiredField>> = {
  'missing-first-name': 'first_name',
  'missing-last-name': 'last_name',
  'missing-location': 'location',
  'missing-contact': 'contacts',
  'missing-summary': 'summary',
  'missing-skills': 'skills',
  'missing-experience': 'experience',
  'missing-education': 'education',
};

/** The completeness findings about an entry that says too little ("Position 3 has no job title"). */
const ENTRY_GAPS: ReadonlySet<FindingId> = new Set<FindingId>([
  'experience-missing-job-title',
  'experience-missing-company',
  'education-missing-institution',
  'education-missing-degree',
]);

const sectionOf = (field: string): ImportSection | undefined => {
  const head = field.split('.')[0];
  return IMPORT_SECTIONS.find((s) => s === head);
};

const neutral = (field: string, message: string, suggestion: string): Finding => ({
  id: 'import-unconfirmed',
  severity: 'warning',
  category: 'completeness',
  message,
  field,
  suggestion,
});

/**
 * While an import is unconfirmed, the analysis does not blame the person for what the reading
 * may have lost: a required part found absent ("Your resume has no work experience.") becomes
 * "We may have missed your work experience when reading your file — check the import.", and the
 * gaps in the entries of a section read with doubt become one "We may have misread your …"
 * for that section. The score is unchanged: it is what the resume holds now, and each point lost
 * is still explained by a finding.
 */
export function withPendingImport(findings: Finding[], pending: PendingImport): Finding[] {
  const doubtful = new Set(pending.sections.filter((s) => s.confidence !== 'high').map((s) => s.section));
  const misread = new Set<ImportSection>();
  return findings.flatMap((finding) => {
    const part = MISSING_PART[finding.id];
    if (part) return [neutral(finding.field, mayHaveMissed(part), addIfMissed(part))];
    const section = sectionOf(finding.field);
    if (!ENTRY_GAPS.has(finding.id) || !section || !doubtful.has(section)) return [finding];
    if (misread.has(section)) return [];
    misread.add(section);
    return [neutral(section, mayHaveMisread(section), fixIfMisread(section))];
  });
}
