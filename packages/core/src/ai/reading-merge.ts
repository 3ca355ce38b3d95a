import type { ResumeData } from '../schemas/resume';
import { PERSONAL_FIELDS, type PersonalField } from './reading-compare';
import { ENTRY_KINDS } from './reading-entries';
import type { ReadingRow } from './reading-schema';

/** Resume data is plain JSON: a copy shares nothing with either reading. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The resume a person's choices make: the layout reading, with the AI's value in every row whose
 * path is in `takeAi`. An entry only one reading has is kept when that reading is chosen and left
 * out when the other is.
 */
export function mergeReadings(
  layout: ResumeData,
  ai: ResumeData,
  rows: readonly ReadingRow[],
  takeAi: ReadonlySet<string>,
): ResumeData {
  const merged: ResumeData = copy(layout);
  for (const row of rows) {
    if (row.section === 'personal' && takeAi.has(row.path))
      takePersonal(merged, ai, row.path as PersonalField);
  }
  if (takeAi.has('skills')) merged.skills = copy(ai.skills);
  const lists = mergedLists(layout, ai, rows, takeAi);
  merged.contacts = lists.contacts ?? merged.contacts;
  merged.experience = lists.experience ?? merged.experience;
  merged.education = lists.education ?? merged.education;
  const extras = layout.extras ?? { languages: [], certifications: [], projects: [], links: [] };
  merged.extras = {
    ...copy(extras),
    languages: lists.languages ?? copy(extras.languages),
    certifications: lists.certifications ?? copy(extras.certifications),
    projects: lists.projects ?? copy(extras.projects),
    links: lists.links ?? copy(extras.links),
  };
  return merged;
}

/** The rows where the AI read something different: what "Use all of AI's" chooses. */
export function aiChoices(rows: readonly ReadingRow[]): Set<string> {
  return new Set(rows.filter((row) => row.ai !== null && !row.same).map((row) => row.path));
}

function takePersonal(merged: ResumeData, ai: ResumeData, field: PersonalField) {
  if (!(field in PERSONAL_FIELDS)) return;
  if (field === 'name') {
    merged.first_name = ai.first_name;
    merged.middle_name = ai.middle_name;
    merged.last_name = ai.last_name;
  } else merged[field] = ai[field];
}

type Extras = NonNullable<ResumeData['extras']>;
type MergedLists = Partial<
  Pick<ResumeData, 'contacts' | 'experience' | 'education'> &
    Pick<Extras, 'languages' | 'certifications' | 'projects' | 'links'>
>;

/** Each entry list rebuilt in its rows' order, from the side chosen for each row (absent: unchanged). */
function mergedLists(
  layout: ResumeData,
  ai: ResumeData,
  rows: readonly ReadingRow[],
  takeAi: ReadonlySet<string>,
): MergedLists {
  const lists: Record<string, unknown[]> = {};
  for (const kind of ENTRY_KINDS) {
    const own = rows.filter((row) => row.section === kind.section);
    if (own.length === 0) continue;
    const ours = kind.entries(layout);
    const theirs = kind.entries(ai);
    lists[kind.section] = own.flatMap((row) => {
      const entry = takeAi.has(row.path)
        ? row.ai_index === null
          ? undefined
          : theirs[row.ai_index]
        : row.layout_index === null
          ? undefined
          : ours[row.layout_index];
      return entry === undefined ? [] : [copy(entry)];
    });
  }
  return lists as MergedLists;
}
