/** The sections a generated resume has, and the order grammars print them in. */
import type { GenResume } from './model';

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'languages';

export function hasSection(r: GenResume, kind: SectionKind): boolean {
  switch (kind) {
    case 'summary':
      return r.summary !== null;
    case 'experience':
      return r.jobs.length > 0;
    case 'education':
      return r.schools.length > 0;
    case 'skills':
      return r.skills.some((g) => g.items.length > 0);
    case 'projects':
      return r.projects.length > 0;
    case 'certifications':
      return r.certifications.length > 0;
    case 'languages':
      return r.languages.length > 0;
  }
}

/** The sections the resume fills, summary first, education first when the resume says so. */
export function sectionOrder(
  r: GenResume,
  after: SectionKind[] = ['skills', 'projects', 'certifications', 'languages'],
): SectionKind[] {
  const career: SectionKind[] = r.educationFirst ? ['education', 'experience'] : ['experience', 'education'];
  return (['summary', ...career, ...after] as SectionKind[]).filter((kind) => hasSection(r, kind));
}
