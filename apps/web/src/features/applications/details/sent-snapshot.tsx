import { type Application, coverLetterToPlainText, resumeToPlainText } from '@resume/core';
import { formatDay } from '../format';

function SentText({ summary, text }: { summary: string; text: string }) {
  return (
    <details className="rounded-lg border border-slate-200 bg-white">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">{summary}</summary>
      <pre className="border-t border-slate-200 px-3 py-2 font-sans text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">
        {text}
      </pre>
    </details>
  );
}

/**
 * "What you sent": the resume and letter as they were when the application was marked Applied,
 * frozen, so later edits to either do not change what is shown here.
 */
export function SentSnapshot({ application }: { application: Application }) {
  const { snapshot } = application;
  if (!snapshot) return null;
  return (
    <section aria-labelledby="sent-title" className="space-y-2 rounded-xl bg-slate-50 p-3">
      <h3 id="sent-title" className="text-sm font-semibold">
        What you sent
      </h3>
      <p className="text-xs text-slate-600">As it was on {formatDay(snapshot.taken_at.slice(0, 10))}.</p>
      {snapshot.resume ? (
        <SentText
          summary={`Resume: ${snapshot.resume.title || 'Untitled resume'}`}
          text={resumeToPlainText(snapshot.resume.data)}
        />
      ) : (
        <p className="text-sm text-slate-700">No resume was linked.</p>
      )}
      {snapshot.cover_letter ? (
        <SentText summary="Cover letter" text={coverLetterToPlainText(snapshot.cover_letter.content)} />
      ) : (
        <p className="text-sm text-slate-700">No cover letter was linked.</p>
      )}
    </section>
  );
}
