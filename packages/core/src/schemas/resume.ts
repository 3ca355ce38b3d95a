import { z } from 'zod';
import { storableText } from './storable-text';

/** `YYYY-MM`, or `YYYY` when the month is unknown (API.md, ResumeData). */
export const yearMonth = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'Use YYYY-MM or YYYY')
  .or(z.literal(''));

export const contactTypes = ['email', 'phone', 'linkedin', 'github', 'website', 'other'] as const;
export const skillLevels = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

const text = (max: number) => storableText(max).default('');

export const contactSchema = z.object({
  type: z.enum(contactTypes).default('other'),
  value: text(500),
  label: text(200),
});

export const skillSchema = z.object({
  name: text(200),
  level: z.enum(skillLevels).nullable().default(null),
});

export const experienceSchema = z.object({
  job_title: text(300),
  company: text(300),
  city: text(200),
  country: text(200),
  start_date: yearMonth.default(''),
  end_date: yearMonth.nullable().default(null),
  is_current: z.boolean().default(false),
  company_description: text(2000),
  achievements: z.array(storableText(2000)).max(100).default([]),
});

export const educationSchema = z.object({
  degree: text(300),
  institution: text(300),
  field_of_study: text(300),
  city: text(200),
  country: text(200),
  start_date: yearMonth.default(''),
  graduation_date: yearMonth.nullable().default(null),
});

export const extrasSchema = z.object({
  languages: z
    .array(z.object({ name: text(200), level: text(200) }))
    .max(50)
    .default([]),
  certifications: z
    .array(z.object({ name: text(300), issuer: text(300), date: yearMonth.default('') }))
    .max(100)
    .default([]),
  projects: z
    .array(z.object({ name: text(300), description: text(3000), url: text(1000) }))
    .max(100)
    .default([]),
  links: z
    .array(z.object({ label: text(200), url: text(1000) }))
    .max(50)
    .default([]),
});

/** The editable content of a resume. Every field may be empty while editing. */
export const resumeDataSchema = z.object({
  title: text(300),
  first_name: text(200),
  middle_name: text(200),
  last_name: text(200),
  email: text(320),
  phone: text(100),
  location: text(300),
  contacts: z.array(contactSchema).max(50).default([]),
  summary: text(5000),
  skills: z.array(skillSchema).max(200).default([]),
  experience: z.array(experienceSchema).max(100).default([]),
  education: z.array(educationSchema).max(50).default([]),
  extras: extrasSchema.optional(),
});

export type Contact = z.infer<typeof contactSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Extras = z.infer<typeof extrasSchema>;
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
