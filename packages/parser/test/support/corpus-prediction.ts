import type { ResumeData } from '@resume/core';

/** The shape the accuracy scorer of the resume corpus reads (see bench/parse). */
export interface CorpusPrediction {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  url: string | null;
  summary: string | null;
  work: { title: string | null; company: string | null; start: string | null; end: string | null }[];
  education: {
    institution: string | null;
    degree: string | null;
    start: string | null;
    end: string | null;
  }[];
  skills: string[];
}

const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** "Bachelor of Science" + "Computer Science" → "Bachelor of Science in Computer Science". */
function printedDegree(degree: string, field: string): string | null {
  if (!field) return orNull(degree);
  if (!degree) return orNull(field);
  return `${degree} in ${field}`;
}

export function toCorpusPrediction(data: ResumeData): CorpusPrediction {
  const link = data.contacts.find((c) => c.type !== 'email' && c.type !== 'phone');
  return {
    name: orNull([data.first_name, data.middle_name, data.last_name].filter(Boolean).join(' ')),
    email: orNull(data.email),
    phone: orNull(data.phone),
    location: orNull(data.location),
    url: orNull(link?.value),
    summary: orNull(data.summary),
    work: data.experience.map((e) => ({
      title: orNull(e.job_title),
      company: orNull(e.company),
      start: orNull(e.start_date),
      end: e.is_current ? 'present' : orNull(e.end_date),
    })),
    education: data.education.map((e) => ({
      institution: orNull(e.institution),
      degree: printedDegree(e.degree, e.field_of_study),
      start: orNull(e.start_date),
      end: orNull(e.graduation_date),
    })),
    skills: data.skills.map((s) => s.name),
  };
}
