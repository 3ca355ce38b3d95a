import type { WriterKind } from '@resume/core';

type KindCopy = { label: string; hint: string; placeholder: string };

/** How the AI Writer presents each kind of writing: its name and what to tell the writer. */
export const WRITER_KIND_COPY: Record<WriterKind, KindCopy> = {
  summary: {
    label: 'Summary',
    hint: 'The role you want next and what you are best at. With a resume chosen you may leave it empty.',
    placeholder: 'Backend engineer moving into platform work; strongest at payments and reliability.',
  },
  achievements: {
    label: 'Achievements',
    hint: 'What you did in a role: the task, what changed, and numbers if you have them.',
    placeholder: 'Moved our deploys from weekly to daily at a fintech, with fewer incidents.',
  },
  cover_letter: {
    label: 'Cover letter',
    hint: 'Paste the job ad, or name the company and the role.',
    placeholder: 'Backend Engineer at Northwind: Kafka, PostgreSQL, on-call rotation…',
  },
  free: {
    label: 'Free writing',
    hint: 'Ask for anything for your job search: a LinkedIn headline, a follow-up email…',
    placeholder: 'A LinkedIn headline for a backend engineer who loves payments.',
  },
};
