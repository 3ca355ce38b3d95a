import { findTemplate, type ResumeListItem } from '@resume/core';
import { Copy, PencilLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RenameForm } from './rename-form';
import { ResumeThumbnail } from './resume-thumbnail';
import { ScoreBadge } from './score-badge';

type Props = {
  resume: ResumeListItem;
  busy: boolean;
  onRename(name: string): void;
  onDuplicate(): void;
  onDelete(): void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One resume in the list: its first page, name (renamable in place), headline, template, score and
 * last edit, with its actions.
 */
export function ResumeCard({ resume, busy, onRename, onDuplicate, onDelete }: Props) {
  const [renaming, setRenaming] = useState(false);
  const builder = `/builder?id=${encodeURIComponent(resume.id)}`;
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      {/* The name's link is the keyboard's way in; the picture is a second target for the pointer. */}
      <Link to={builder} tabIndex={-1} aria-hidden className="self-start">
        <ResumeThumbnail resume={resume} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {renaming ? (
          <RenameForm
            id={resume.id}
            name={resume.name}
            onDone={(name) => {
              if (name && name !== resume.name) onRename(name);
              setRenaming(false);
            }}
          />
        ) : (
          <Link
            to={builder}
            className="font-medium text-slate-900 wrap-anywhere hover:text-brand-700 hover:underline"
          >
            {resume.name}
          </Link>
        )}
        {resume.title && <p className="text-sm text-slate-700 wrap-anywhere">{resume.title}</p>}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <ScoreBadge score={resume.current_score} />
          <span>{findTemplate(resume.template)?.name ?? resume.template}</span>
          <span>
            Edited <time dateTime={resume.updated_at}>{dateFormat.format(new Date(resume.updated_at))}</time>
          </span>
        </div>
        <div className="mt-auto flex flex-wrap gap-1">
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
      </div>
    </li>
  );
}
