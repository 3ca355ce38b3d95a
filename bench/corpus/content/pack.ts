/** What a language contributes to generated resumes: names, places, headings and each field's words. */
import type { Field, Headings, Lang } from '../model';

export interface FieldPack {
  /** Job titles, from junior to senior. */
  titles: string[];
  /** Employers' names in this field ("Mercy General Hospital", "Hartley & Cole LLP"). */
  employers: string[];
  /** Achievements, each a whole sentence as a person writes it. */
  bullets: string[];
  /** One line about an employer ("Regional hospital with 450 beds"). */
  companyNotes: string[];
  skillGroups: { label: string; items: string[] }[];
  /** Degrees as printed, field included. */
  degrees: string[];
  certifications: string[];
  /** Summary sentences; `{title}` and `{years}` are filled in. */
  summaries: string[];
  projects: { name: string; description: string }[];
}

export interface LanguagePack {
  lang: Lang;
  firstNames: string[];
  lastNames: string[];
  /** "City, Region" as printed in this country. */
  places: string[];
  /** Phone numbers in the country's printed forms (fictional ranges). */
  phone(digits: () => string): string;
  schools: string[];
  highSchools: string[];
  /** Alternatives for each heading; one is chosen per resume. */
  headings: { [K in keyof Headings]: string[] };
  /** Spoken languages with a level ("German (fluent)"). */
  spokenLanguages: string[];
  /** Detail lines under a degree ("GPA 3.8/4.0", "Magna Cum Laude"). */
  schoolDetails: string[];
  fields: Partial<Record<Field, FieldPack>>;
}
