/** The scorer's truth for a generated resume, from its content (../shared/corpus/README.md's schema). */
import type { GenResume, Truth, YearMonth } from './model';

const stored = (d: YearMonth | null): string | null =>
  d === null ? null : d.month === null ? String(d.year) : `${d.year}-${String(d.month).padStart(2, '0')}`;

export function truthOf(resume: GenResume): Truth {
  return {
    name: `${resume.firstName} ${resume.lastName}`,
    email: resume.email,
    phone: resume.phone,
    location: resume.location,
    url: resume.url,
    summary: resume.summary,
    work: resume.jobs.map((job) => ({
      title: job.title,
      company: job.company,
      start: stored(job.period.start),
      end: job.period.end === null ? 'present' : stored(job.period.end),
    })),
    education: resume.schools.map((school) => ({
      institution: school.institution,
      degree: school.degree,
      start: stored(school.period.start),
      end: school.period.end === null ? 'present' : stored(school.period.end),
    })),
    skills: resume.skills.flatMap((group) => group.items),
  };
}
