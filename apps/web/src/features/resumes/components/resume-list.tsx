import type { ResumeListItem } from '@resume/core';
import { FileText } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ARRANGE_FROM, arrangeResumes, type ResumeSort } from '../list/arrange-resumes';
import { ListControls } from './list-controls';
import { ResumeCard } from './resume-card';

type Props = {
  resumes: readonly ResumeListItem[];
  busy: boolean;
  onRename(resume: ResumeListItem, name: string): void;
  onDuplicate(resume: ResumeListItem): void;
  onDelete(resume: ResumeListItem): void;
};

/** The resumes as cards, newest first; past five, searchable and sortable. */
export function ResumeList({ resumes, busy, onRename, onDuplicate, onDelete }: Props) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ResumeSort>('edited');
  // The field shows each key at once; the cards follow when the page has time.
  const deferredQuery = useDeferredValue(query);
  const arranging = resumes.length >= ARRANGE_FROM;
  const shown = useMemo(
    () => (arranging ? arrangeResumes(resumes, { sort, query: deferredQuery }) : resumes),
    [arranging, resumes, sort, deferredQuery],
  );

  if (resumes.length === 0) return <NoResumes />;
  return (
    <>
      {arranging && <ListControls query={query} sort={sort} onQuery={setQuery} onSort={setSort} />}
      {arranging && (
        <p aria-live="polite" className="mb-3 text-sm text-slate-600">
          {deferredQuery.trim() ? `${shown.length} of ${resumes.length} resumes match` : ''}
        </p>
      )}
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium">No resume matches “{deferredQuery.trim()}”</p>
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setQuery('')}>
            Clear the search
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Your resumes">
          {shown.map((resume) => (
            <ResumeCard
              key={resume.id}
              resume={resume}
              busy={busy}
              onRename={(name) => onRename(resume, name)}
              onDuplicate={() => onDuplicate(resume)}
              onDelete={() => onDelete(resume)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function NoResumes() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <FileText className="mx-auto size-8 text-slate-400" aria-hidden />
      <p className="mt-2 font-medium">No resumes yet</p>
      <p className="text-sm text-slate-500">Create your first one; it takes about ten minutes.</p>
    </div>
  );
}
