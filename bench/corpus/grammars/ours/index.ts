/** Our own templates, every one in the catalogue: a resume exported from the product and uploaded again. */
import { emptyResumeData, linkType, type ResumeData } from '@resume/core';
import { TEMPLATE_IDS } from '@resume/templates';
import type { Grammar } from '../../grammar';
import type { GenResume, YearMonth } from '../../model';

const stored = (d: YearMonth | null) =>
  d === null ? '' : d.month === null ? String(d.year) : `${d.year}-${String(d.month).padStart(2, '0')}`;

/** "Brisbane, Australia" → city and country, as the builder's fields keep them. */
const placeParts = (place: string) => {
  const [city = '', ...rest] = place.split(', ');
  return { city, country: rest.join(', ') };
};

function toResumeData(resume: GenResume): ResumeData {
  const data = emptyResumeData();
  Object.assign(data, {
    first_name: resume.firstName,
    last_name: resume.lastName,
    title: resume.headline,
    email: resume.email,
    phone: resume.phone ?? '',
    location: resume.location,
    summary: resume.summary ?? '',
    contacts: resume.url ? [{ type: linkType(resume.url), value: resume.url, label: '' }] : [],
    skills: resume.skills.flatMap((g) => g.items.map((name) => ({ name, level: null }))),
  });
  data.experience = resume.jobs.map((job) => ({
    job_title: job.title,
    company: job.company,
    ...placeParts(job.place),
    start_date: stored(job.period.start),
    end_date: job.period.end ? stored(job.period.end) : null,
    is_current: job.period.end === null,
    company_description: job.companyNote,
    achievements: job.bullets,
  }));
  data.education = resume.schools.map((school) => ({
    degree: school.degree ?? '',
    institution: school.institution,
    field_of_study: '',
    ...placeParts(school.place),
    start_date: stored(school.period.start),
    graduation_date: school.period.end ? stored(school.period.end) : null,
  }));
  data.extras = {
    languages: resume.languages.map((l) => {
      const [, name = l, level = ''] = /^(.*?)\s*\((.*)\)$/.exec(l) ?? [];
      return { name, level };
    }),
    certifications: resume.certifications.map((name) => ({ name, issuer: '', date: '' })),
    projects: resume.projects.map((p) => ({ ...p, url: '' })),
    links: [],
  };
  return data;
}

export const OURS_GRAMMARS: Grammar[] = TEMPLATE_IDS.map((template) => ({
  id: `ours-${template}`,
  producer: 'ours',
  description: `our own "${template}" template, exported as a PDF`,
  render: (resume) => ({ producer: 'ours', data: toResumeData(resume), template }),
}));
