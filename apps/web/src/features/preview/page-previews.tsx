import {
  type CoverLetterContent,
  DEFAULT_TEMPLATE,
  emptyResumeData,
  findTemplate,
  type ResumeData,
  resumePaper,
} from '@resume/core';
import { useMemo } from 'react';
import { useSession } from '@/features/auth';
import type { EditResume } from '@/features/builder';
import { PagePreview } from './page-preview';

/**
 * The resume as its PDF download prints it, in its template and on its country's paper: the
 * watermark and all, as the person's plan gives it. With `edit`, it can be fitted to one page.
 */
export function ResumePagePreview({
  data,
  template,
  edit,
}: {
  data: ResumeData;
  template: string;
  edit?: EditResume;
}) {
  const { user } = useSession();
  return (
    <PagePreview
      data={data}
      options={{ template, watermark: !user?.is_premium, paper: resumePaper(data) }}
      templateName={findTemplate(template)?.name ?? template}
      edit={edit}
    />
  );
}

type LetterProps = {
  letter: CoverLetterContent;
  /** The resume it goes with; null when that was deleted; undefined while it loads. */
  resume: { data: ResumeData; template: string } | null | undefined;
};

/**
 * A cover letter as its PDF download prints it: in its resume's design, or, its resume deleted,
 * in the default template under the signature's name, as the server does.
 */
export function LetterPagePreview({ letter, resume }: LetterProps) {
  const { user } = useSession();
  const signature = letter.signature_name;
  const design = useMemo(
    () => resume ?? { data: { ...emptyResumeData(), first_name: signature }, template: DEFAULT_TEMPLATE },
    [resume, signature],
  );
  if (resume === undefined)
    return <div className="aspect-[1/1.414] animate-pulse rounded bg-white shadow-md" />;
  const { data, template } = design;
  return (
    <PagePreview
      data={data}
      letter={letter}
      options={{ template, watermark: !user?.is_premium, paper: resumePaper(data) }}
      templateName={findTemplate(template)?.name ?? template}
    />
  );
}
