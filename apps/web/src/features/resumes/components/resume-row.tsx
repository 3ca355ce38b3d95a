import { findTemplate, type ResumeListItem, scoreBand } from '@resume/core';
import { Copy, PencilLine, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type Props = {
  resume: ResumeListItem;
  busy: boolean;
  onRename(name: string): void;
  onDuplicate(): void;
  onDelete(): void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One resume in the list: name (renamable in place), template, score and last edit, with actions. */
export function ResumeRow({ resume, busy, onRename, onDuplicate, onDelete }: Props) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(resume.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && name.trim() !== resume.name) onRename(name.trim());
    setRenaming(false);
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        {renaming ? (
          <form onSubmit={submit} className="flex gap-2">
            <label htmlFor={`rename-${resume.id}`} className="sr-only">
              New name
            </label>
            <input
              id={`rename-${resume.id}`}
              ref={(input) => input?.focus()}
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => e.key === 'Escape' && setRenaming(false)}
              className="rounded-lg border border-slate-300 px-2 py-1 text-sm"
            />
            <Button type="submit" size="sm">
              Save
            </Button>
          </form>
        ) : (
          <Link
            to={`/builder?id=${encodeURIComponent(resume.id)}`}
            className="font-medium text-slate-900 wrap-anywhere hover:text-brand-700 hover:underline"
          >
            {resume.name}
          </Link>
        )}
        <p className="mt-1 text-sm text-slate-500">
          {findTemplate(resume.template)?.name ?? resume.template} ·{' '}
          {resume.score === null ? 'Not analysed yet' : `Score ${resume.score} (${scoreBand(resume.score)})`}{' '}
          · Edited {dateFormat.format(new Date(resume.updated_at))}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-1">
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => setRenaming(true)}
          aria-label={`Rename ${resume.name}`}
        >
          <PencilLine className="size-4" aria-hidden /> Rename
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onDuplicate}
          aria-label={`Duplicate ${resume.name}`}
        >
          <Copy className="size-4" aria-hidden /> Duplicate
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete ${resume.name}`}
          className="hover:text-red-700"
        >
          <Trash2 className="size-4" aria-hidden /> Delete
        </Button>
      </div>
    </li>
  );
}
