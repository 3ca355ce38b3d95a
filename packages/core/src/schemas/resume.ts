import { z } from 'zod';
import { STORED_DATE } from '../dates/stored';
import { resumeDesignSchema, storedResumeDesignSchema } from '../rules/design';
import {
  CUSTOM_SECTION_ID,
  HEADING_MAX,
  resumeSectionsSchema,
  storedResumeSectionsSchema,
} from '../rules/section-layout';
import { photoSchema } from './photo';
import { storableText } from './storable-text';

/** `YYYY-MM`, or `YYYY` when the month is unknown (docs/product.md#validation). */
export const yearMonth = z.string().regex(STORED_DATE, 'Use YYYY-MM or YYYY').or(z.literal(''));

export const contactTypes = ['email', 'phone', 'linkedin', 'github', 'website', 'other'] as const;
export const skillLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

/**
 * What a resume may hold: enough for a long career (a dozen printed pages), and a bound on what a
 * PDF export has to lay out, so one resume cannot keep a render worker busy for long.
 */
export const RESUME_LIMITS = {
  entries: {
    contacts: 20,
    skills: 100,
    experience: 30,
    achievements: 30,
    education: 20,
    languages: 30,
    certifications: 50,
    projects: 50,
    links: 20,
    custom_sections: 10,
    custom_entries: 30,
    custom_bullets: 30,
  },
  /** The summary: a few paragraphs at most (the builder's field stops there). */
  summaryCharacters: 5_000,
  /** All the text of a resume together (every field): about twelve printed pages. */
  totalCharacters: 40_000,
} as const;

const { entries } = RESUME_LIMITS;

type EntryList = keyof typeof entries;

const ENTRY_NOUNS: Record<EntryList, string> = {
  contacts: 'contacts',
  skills: 'skills',
  experience: 'positions',
  achievements: 'achievements per position',
  education: 'education entries',
  languages: 'languages',
  certifications: 'certifications',
  projects: 'projects',
  links: 'links',
  custom_sections: 'sections of your own',
  custom_entries: 'entries per section',
  custom_bullets: 'bullets per entry',
};

/** What a save past a list's limit says, and what the builder shows beside a full list. */
export const entryLimitMessage = (list: EntryList) =>
  `A resume can hold at most ${entries[list]} ${ENTRY_NOUNS[list]}`;

/**
 * The fields of ResumeData, built twice: `bounded` for what is written (the limits above), and
 * unbounded for reading what is stored, so a resume saved under older, looser limits can still be
 * opened and shortened.
 */
function resumeDataSchemas(bounded: boolean) {
  const text = (max: number) => (bounded ? storableText(max) : z.string()).default('');
  const list = <T extends z.ZodType>(item: T, name: EntryList) =>
    (bounded ? z.array(item).max(entries[name], entryLimitMessage(name)) : z.array(item)).default([]);

  const contact = z.object({
    type: z.enum(contactTypes).default('other'),
    value: text(500),
    label: text(200),
  });
  const skill = z.object({
    name: text(200),
    level: z.enum(skillLevels).nullable().default(null),
  });
  const experience = z.object({
    job_title: text(300),
    company: text(300),
    city: text(200),
    country: text(200),
    start_date: yearMonth.default(''),
    end_date: yearMonth.nullable().default(null),
    is_current: z.boolean().default(false),
    company_description: text(2000),
    achievements: list(bounded ? storableText(2000) : z.string(), 'achievements'),
  });
  const education = z.object({
    degree: text(300),
    institution: text(300),
    field_of_study: text(300),
    city: text(200),
    country: text(200),
    start_date: yearMonth.default(''),
    graduation_date: yearMonth.nullable().default(null),
  });
  const extras = z.object({
    languages: list(z.object({ name: text(200), level: text(200) }), 'languages'),
    certifications: list(
      z.object({ name: text(300), issuer: text(300), date: yearMonth.default('') }),
      'certifications',
    ),
    projects: list(z.object({ name: text(300), description: text(3000), url: text(1000) }), 'projects'),
    links: list(z.object({ label: text(200), url: text(1000) }), 'links'),
  });
  /** An entry of a section of the person's own (rules/section-layout.ts): any of its fields may be empty. */
  const customEntry = z.object({
    title: text(300),
    subtitle: text(300),
    start_date: yearMonth.default(''),
    end_date: yearMonth.default(''),
    place: text(300),
    description: text(3000),
    bullets: list(bounded ? storableText(2000) : z.string(), 'custom_bullets'),
  });
  const customSection = z.object({
    id: bounded ? z.string().regex(CUSTOM_SECTION_ID, 'Use letters, digits, - or _') : z.string(),
    heading: text(HEADING_MAX),
    entries: list(customEntry, 'custom_entries'),
  });
  const customSections = bounded
    ? z
        .array(customSection)
        .max(entries.custom_sections, entryLimitMessage('custom_sections'))
        .refine((all) => new Set(all.map((s) => s.id)).size === all.length, 'Each section needs its own id')
    : // Absent stays absent (zod 4 runs a catch inside optional); malformed reads as absent.
      z.array(customSection).optional().catch(undefined);
  const data = z.object({
    title: text(300),
    first_name: text(200),
    middle_name: text(200),
    last_name: text(200),
    email: text(320),
    phone: text(100),
    location: text(300),
    /** Shown only by templates with a photo place (schemas/photo.ts); absent when there is none. */
    photo: (bounded ? photoSchema : z.string()).optional(),
    contacts: list(contact, 'contacts'),
    summary: text(RESUME_LIMITS.summaryCharacters),
    skills: list(skill, 'skills'),
    experience: list(experience, 'experience'),
    education: list(education, 'education'),
    extras: extras.optional(),
    /** How the PDF and Word exports look (rules/design.ts); absent means the template's own look. */
    design: bounded ? resumeDesignSchema : storedResumeDesignSchema,
    /** The person's order, headings and hidden sections; absent means the template's (rules/section-layout.ts). */
    sections: bounded ? resumeSectionsSchema : storedResumeSectionsSchema,
    /** Sections of the person's own, printed where `sections.order` puts `custom:<id>`. */
    custom_sections: customSections.optional(),
  });
  return { contact, skill, experience, education, extras, customEntry, customSection, data };
}

const bounded = resumeDataSchemas(true);

export const contactSchema = bounded.contact;
export const skillSchema = bounded.skill;
export const experienceSchema = bounded.experience;
export const educationSchema = bounded.education;
export const extrasSchema = bounded.extras;
export const customEntrySchema = bounded.customEntry;
export const customSectionSchema = bounded.customSection;

/** Every string of a resume, in reading order. */
export function resumeStrings(data: unknown): string[] {
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.flatMap(resumeStrings);
  if (data && typeof data === 'object') return Object.values(data).flatMap(resumeStrings);
  return [];
}

/**
 * How many characters a resume holds, all fields together (what RESUME_LIMITS.totalCharacters
 * bounds). The design, the photo and the section choices (order, headings, hidden) are left out:
 * none is text the person wrote in the resume's body (each has its own bound), and choosing a
 * font, a picture or an order must never be what pushes a resume over the limit.
 */
export const resumeCharacters = (data: unknown) =>
  resumeStrings(withoutLayout(data)).reduce((sum, value) => sum + value.length, 0);

function withoutLayout(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  const { design: _design, photo: _photo, sections: _sections, ...content } = data as Record<string, unknown>;
  return content;
}

const grouped = (n: number) => n.toLocaleString('en-US');

/** The message for a resume over the total; also what an export of such a stored resume says. */
export const resumeTooLongMessage = (characters: number) =>
  `This resume is too long: ${grouped(characters)} characters, and a resume can hold at most ${grouped(RESUME_LIMITS.totalCharacters)}. Shorten or remove some entries.`;

/** The editable content of a resume, as written. Every field may be empty while editing. */
export const resumeDataSchema = bounded.data.superRefine((data, ctx) => {
  const characters = resumeCharacters(data);
  if (characters > RESUME_LIMITS.totalCharacters) {
    ctx.addIssue({ code: 'custom', message: resumeTooLongMessage(characters), input: data });
  }
});

/** A resume as stored: the same fields without the limits (see resumeDataSchemas). */
export const storedResumeDataSchema = resumeDataSchemas(false).data;

export type Contact = z.infer<typeof contactSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Extras = z.infer<typeof extrasSchema>;
export type CustomEntry = z.infer<typeof customEntrySchema>;
export type CustomSection = z.infer<typeof customSectionSchema>;
export type ResumeData = z.infer<typeof resumeDataSchema>;

/** A ResumeData with every field present and empty. */
export function emptyResumeData(): ResumeData {
  return resumeDataSchema.parse({});
}
export function emptyExperience(): Experience {
  return experienceSchema.parse({});
}
export function emptyEducation(): Education {
  return educationSchema.parse({});
}
export function emptyCustomEntry(): CustomEntry {
  return customEntrySchema.parse({});
}
