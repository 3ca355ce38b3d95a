import type { ResumeData } from '../schemas/resume';
import { isBlank } from '../text/words';

/**
 * A piece of text on the resume and where it lives. `prose` marks text the person wrote in their
 * own words; names of people, employers and schools are not prose and are never spell-checked.
 */
export type TextField = { field: string; text: string; prose: boolean };

export function textFields(data: ResumeData): TextField[] {
  const fields: TextField[] = [];
  const add = (field: string, text: string, prose: boolean) => {
    if (!isBlank(text)) fields.push({ field, text, prose });
  };
  add('title', data.title, true);
  add('summary', data.summary, true);
  for (const [i, skill] of data.skills.entries()) add(`skills.${i}.name`, skill.name, true);
  for (const [i, role] of data.experience.entries()) {
    add(`experience.${i}.job_title`, role.job_title, true);
    add(`experience.${i}.company`, role.company, false);
    add(`experience.${i}.company_description`, role.company_description, true);
    for (const [j, a] of role.achievements.entries()) add(`experience.${i}.achievements.${j}`, a, true);
  }
  for (const [i, e] of data.education.entries()) {
    add(`education.${i}.degree`, e.degree, true);
    add(`education.${i}.field_of_study`, e.field_of_study, true);
    add(`education.${i}.institution`, e.institution, false);
  }
  const extras = data.extras;
  for (const [i, l] of (extras?.languages ?? []).entries()) add(`extras.languages.${i}.name`, l.name, false);
  for (const [i, c] of (extras?.certifications ?? []).entries())
    add(`extras.certifications.${i}.name`, c.name, true);
  for (const [i, p] of (extras?.projects ?? []).entries()) {
    add(`extras.projects.${i}.name`, p.name, false);
    add(`extras.projects.${i}.description`, p.description, true);
  }
  return fields;
}
