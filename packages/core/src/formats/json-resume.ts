import { z } from 'zod';
import { contactTypeOf, hasScheme } from '../contacts';
import {
  type Contact,
  contactTypes,
  emptyResumeData,
  type ResumeData,
  type Skill,
  skillLevels,
} from '../schemas/resume';
import { arrangementMeta, arrangementOf } from './json-resume-arrangement';
import { CONTACT_TYPE_LABELS } from './labels';
import { hrefFor } from './links';
import { fullName, splitPersonName } from './person-name';
import { joinPresent, splitPlace } from './resume-view';

/**
 * JSON Resume (jsonresume.org, schema v1): the format developers keep their resume in. Export writes
 * every field JSON Resume has a place for and leaves empty ones out (its schema checks emails and
 * addresses, so "" would not pass); import reads a file of that shape, whoever wrote it.
 * ResumeData → JSON Resume → ResumeData gives the same resume back for every field JSON Resume
 * has. What it has no place for: the split of a name into first, middle and last (a name is split
 * at its first and last space), a school's city and country, and the separate list of links (they
 * travel as profiles, so they come back as contacts). The section arrangement and the person's own
 * sections, which JSON Resume has no place for either, travel in `meta` (json-resume-arrangement.ts).
 */

export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

type Profile = { network?: string; username?: string; url?: string };
export type JsonResume = {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: {
      address?: string;
      city?: string;
      region?: string;
      countryCode?: string;
      postalCode?: string;
    };
    profiles?: Profile[];
  };
  work?: {
    name?: string;
    position?: string;
    location?: string;
    description?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  education?: {
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
  }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  certificates?: { name?: string; issuer?: string; date?: string }[];
  projects?: { name?: string; description?: string; url?: string }[];
  meta?: Record<string, unknown>;
};

/** What a contact of each kind is called as a JSON Resume profile's network: its usual name. */
const NETWORKS: Record<Contact['type'], string> = CONTACT_TYPE_LABELS;

/** The non-empty objects of a list: an entry the person left blank is not written. */
const entries = <T extends object>(items: T[]): T[] => items.filter((item) => Object.keys(item).length > 0);

/** Drops the keys whose value is empty, so the schema's formats see only real values. */
function compact<T extends object>(value: T): T {
  const kept = Object.entries(value).filter(
    ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
  return Object.fromEntries(kept) as T;
}

function profileOf(contact: Contact): Profile {
  const network = contact.label.trim() || NETWORKS[contact.type];
  const value = contact.value.trim();
  return compact(hasScheme(value) ? { network, url: value } : { network, username: value });
}

export function toJsonResume(data: ResumeData): JsonResume {
  const extras = data.extras;
  const name = fullName(data);
  const profiles = [
    ...data.contacts.filter((c) => c.value.trim()).map(profileOf),
    ...(extras?.links ?? [])
      .filter((l) => l.url.trim())
      .map((l) => profileOf({ type: 'website', value: l.url, label: l.label })),
  ];
  return compact({
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name,
      label: data.title,
      email: data.email.trim(),
      phone: data.phone,
      summary: data.summary,
      location: data.location.trim() ? { city: data.location } : undefined,
      profiles,
    }),
    work: entries(
      data.experience.map((job) =>
        compact({
          name: job.company,
          position: job.job_title,
          location: joinPresent([job.city.trim(), job.country.trim()]),
          description: job.company_description,
          startDate: job.start_date,
          endDate: job.is_current ? undefined : (job.end_date ?? undefined),
          highlights: job.achievements.filter((a) => a.trim()),
        }),
      ),
    ),
    education: entries(
      data.education.map((school) =>
        compact({
          institution: school.institution,
          area: school.field_of_study,
          studyType: school.degree,
          startDate: school.start_date,
          endDate: school.graduation_date ?? undefined,
        }),
      ),
    ),
    skills: entries(
      data.skills.map((skill) => compact({ name: skill.name, level: skill.level ?? undefined })),
    ),
    languages: entries((extras?.languages ?? []).map((l) => compact({ language: l.name, fluency: l.level }))),
    certificates: entries(
      (extras?.certifications ?? []).map((c) => compact({ name: c.name, issuer: c.issuer, date: c.date })),
    ),
    // The schema wants a full address: "github.com/jane/x" is written https://github.com/jane/x.
    projects: entries(
      (extras?.projects ?? []).map((p) =>
        compact({ name: p.name, description: p.description, url: hrefFor('url', p.url) }),
      ),
    ),
    meta: arrangementMeta(data),
  });
}

// Reading: every field optional and a wrong type read as missing, so one odd field of a file
// written by another tool does not lose the rest of it.
const text = z.string().optional().catch(undefined);
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item.catch(undefined as never))
    .optional()
    .catch(undefined);
const jsonResumeSchema = z.object({
  basics: z
    .object({
      name: text,
      label: text,
      email: text,
      phone: text,
      url: text,
      summary: text,
      location: z
        .object({ address: text, city: text, region: text, countryCode: text, postalCode: text })
        .optional()
        .catch(undefined),
      profiles: list(z.object({ network: text, username: text, url: text })),
    })
    .optional()
    .catch(undefined),
  work: list(
    z.object({
      name: text,
      company: text, // the name before schema v1
      position: text,
      location: text,
      description: text,
      summary: text,
      startDate: text,
      endDate: text,
      highlights: list(z.string()),
    }),
  ),
  education: list(
    z.object({ institution: text, area: text, studyType: text, startDate: text, endDate: text }),
  ),
  skills: list(z.object({ name: text, level: text, keywords: list(z.string()) })),
  languages: list(z.object({ language: text, fluency: text })),
  certificates: list(z.object({ name: text, issuer: text, date: text })),
  projects: list(z.object({ name: text, description: text, url: text })),
  meta: z.unknown().optional(),
});

/** Whether parsed JSON looks like a JSON Resume (and not, say, our own ResumeData). */
export function isJsonResume(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes('basics') || (keys.includes('work') && !keys.includes('experience'));
}

/** `2020-03-15` or `2020-03` or `2020` as ResumeData keeps dates; anything else as unknown. */
function yearMonth(value: string | undefined): string {
  const match = /^(\d{4})(?:-(0[1-9]|1[0-2]))?/.exec(value?.trim() ?? '');
  if (!match) return '';
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] as string);
}

function contactOf(profile: Profile): Contact | null {
  const value = (profile.url || profile.username || '').trim();
  if (!value) return null;
  const network = profile.network?.trim() ?? '';
  const type =
    contactTypes.find((t) => NETWORKS[t].toLowerCase() === network.toLowerCase()) ?? contactTypeOf(value);
  return { type, value, label: network && network !== NETWORKS[type] ? network : '' };
}

const skillLevel = (level: string | undefined): Skill['level'] =>
  skillLevels.find((l) => l === level?.trim().toLowerCase()) ?? null;

/** Skills as named, and a group's keywords ("Web": HTML, CSS) as skills of their own. */
function skillsOf(skills: NonNullable<JsonResume['skills']>): Skill[] {
  return skills.flatMap((skill) => [
    ...(skill?.name?.trim() ? [{ name: skill.name.trim(), level: skillLevel(skill.level) }] : []),
    ...(skill?.keywords ?? []).filter((k) => k?.trim()).map((k) => ({ name: k.trim(), level: null })),
  ]);
}

/** A JSON Resume as ResumeData (unbounded: the caller fits it to the resume limits). */
export function fromJsonResume(value: unknown): ResumeData {
  const json = jsonResumeSchema.parse(value);
  const basics = json.basics ?? {};
  const location = basics.location ?? {};
  const contacts = (basics.profiles ?? []).flatMap((p) => (p ? (contactOf(p) ?? []) : []));
  if (basics.url?.trim() && !contacts.some((c) => c.value === basics.url?.trim()))
    contacts.unshift({ type: 'website', value: basics.url.trim(), label: '' });
  const s = (v: string | undefined) => v ?? '';
  return {
    ...emptyResumeData(),
    ...splitPersonName(s(basics.name)),
    title: s(basics.label),
    email: s(basics.email).trim(),
    phone: s(basics.phone),
    // A street address does not belong on a resume: the town and region, unless that is all there is.
    location:
      joinPresent([location.city, location.region, location.countryCode].map((p) => s(p).trim())) ||
      s(location.address).trim(),
    contacts,
    summary: s(basics.summary),
    experience: (json.work ?? []).flatMap((job) =>
      job
        ? [
            {
              job_title: s(job.position),
              company: s(job.name ?? job.company),
              company_description: s(job.description),
              ...splitPlace(s(job.location)),
              start_date: yearMonth(job.startDate),
              end_date: yearMonth(job.endDate) || null,
              is_current: !job.endDate?.trim() && Boolean(job.startDate?.trim()),
              achievements: [
                ...(job.summary?.trim() ? [job.summary.trim()] : []),
                ...(job.highlights ?? []),
              ].filter((a) => a?.trim()),
            },
          ]
        : [],
    ),
    education: (json.education ?? []).flatMap((school) =>
      school
        ? [
            {
              degree: s(school.studyType),
              field_of_study: s(school.area),
              institution: s(school.institution),
              city: '',
              country: '',
              start_date: yearMonth(school.startDate),
              graduation_date: yearMonth(school.endDate) || null,
            },
          ]
        : [],
    ),
    skills: skillsOf(json.skills ?? []),
    extras: {
      languages: (json.languages ?? []).flatMap((l) =>
        l?.language?.trim() ? [{ name: l.language.trim(), level: s(l.fluency) }] : [],
      ),
      certifications: (json.certificates ?? []).flatMap((c) =>
        c?.name?.trim() ? [{ name: c.name.trim(), issuer: s(c.issuer), date: yearMonth(c.date) }] : [],
      ),
      projects: (json.projects ?? []).flatMap((p) =>
        p && (p.name || p.url) ? [{ name: s(p.name), description: s(p.description), url: s(p.url) }] : [],
      ),
      links: [],
    },
    ...arrangementOf(json.meta),
  };
}
