import type { CoverLetterListItem, ResumeListItem } from '@resume/core';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { SelectField, TextArea } from '@/components/ui/fields';
import { useCoverLetterList, useCreateCoverLetter, useDeleteCoverLetter } from './api/cover-letter-queries';

const titleOf = (letter: CoverLetterListItem) =>
  [letter.role, letter.company].filter(Boolean).join(' at ') || 'Untitled cover letter';

/** Pick a resume, paste a posting: the server drafts the letter, then the editor opens. */
function StartLetterForm({ resumes }: { resumes: ResumeListItem[] }) {
  const navigate = useNavigate();
  const create = useCreateCoverLetter();
  const [resumeId, setResumeId] = useState(resumes[0]?.id ?? '');
  const [posting, setPosting] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { resume_id: resumeId, job_description: posting },
      { onSuccess: (letter) => navigate(`/cover-letters/${encodeURIComponent(letter.id)}`) },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <SelectField
        label="Resume"
        value={resumeId}
        options={resumes.map((r) => ({ value: r.id, label: r.name }))}
        onValueChange={setResumeId}
      />
      <TextArea label="Job posting" value={posting} onValueChange={setPosting} rows={5} />
      {create.error && (
        <p role="alert" className="text-sm text-red-700">
          {create.error.message}
        </p>
      )}
      <Button type="submit" disabled={create.isPending || !resumeId || posting.trim() === ''}>
        {create.isPending ? 'Writing…' : 'Write a cover letter'}
      </Button>
    </form>
  );
}

/** The "Cover letters" section of the resumes page: each letter, and a way to start one. */
export function CoverLetterSection({ resumes }: { resumes: ResumeListItem[] }) {
  const list = useCoverLetterList();
  const remove = useDeleteCoverLetter();
  const [starting, setStarting] = useState(false);
  return (
    <section aria-labelledby="cover-letters-heading" className="mt-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="cover-letters-heading" className="text-lg font-semibold">
          Cover letters
        </h2>
        {resumes.length > 0 && (
          <Button variant="secondary" onClick={() => setStarting((open) => !open)} aria-expanded={starting}>
            <Mail className="size-4" aria-hidden /> New cover letter
          </Button>
        )}
      </div>
      {starting && <StartLetterForm resumes={resumes} />}
      {remove.error && (
        <p role="alert" className="my-2 text-sm text-red-700">
          {remove.error.message}
        </p>
      )}
      {list.isPending ? (
        <p className="text-sm text-slate-500">Loading your cover letters…</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {list.error.message}
        </p>
      ) : list.data.length === 0 ? (
        <div className="text-sm text-slate-500">
          <p>No cover letters yet.</p>
          <p className="mt-1">
            {resumes.length > 0
              ? 'Start one with "New cover letter", or from a resume\'s Analyze step once you paste a job posting.'
              : 'Create a resume first: a letter is written from it and a job posting.'}
          </p>
        </div>
      ) : (
        <ul className="mt-3 space-y-2">
          {list.data.map((letter) => (
            <li
              key={letter.id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 md:flex-row md:items-center md:justify-between"
            >
              <div>
                <Link
                  to={`/cover-letters/${encodeURIComponent(letter.id)}`}
                  className="font-medium underline"
                >
                  {titleOf(letter)}
                </Link>
                <p className="text-sm text-slate-500">{letter.date}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending}
                onClick={() => remove.mutate(letter.id)}
                aria-label={`Delete cover letter: ${titleOf(letter)}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
