import { type DateFormat, type ResumeData, type ResumeView, restyleDates, toResumeView } from '@resume/core';

/**
 * The resume as a template prints it: toResumeView, with the dates in the person's format. The
 * view's dates are restyled rather than formatted anew, so entries are left out and trimmed by the
 * one rule in core (toResumeView) whatever the format.
 */
export function designedView(data: ResumeData): ResumeView {
  const view = toResumeView(data);
  const format: DateFormat | undefined = data.design?.date_format;
  if (!format || format === 'MMM YYYY') return view;
  const restyle = (dates: string) => restyleDates(dates, format);
  return {
    ...view,
    experience: view.experience.map((job) => ({ ...job, dates: restyle(job.dates) })),
    education: view.education.map((school) => ({ ...school, dates: restyle(school.dates) })),
    certifications: view.certifications.map((cert) => ({ ...cert, date: restyle(cert.date) })),
    custom: view.custom.map((section) => ({
      ...section,
      entries: section.entries.map((entry) => ({ ...entry, dates: restyle(entry.dates) })),
    })),
  };
}
