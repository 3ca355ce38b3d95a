import {
  COVER_LETTER_LIMITS,
  type CoverLetterContent,
  type CoverLetterFormat,
  type Resume,
} from '@resume/core';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Download, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextArea, TextField } from '@/components/ui/fields';
import { PageFrame } from '@/components/ui/page-frame';
import { FullPageSpinner } from '@/components/ui/spinner';
import { BesideTheForm, CannotDrawPreview, canDrawPreview, LetterPagePreview } from '@/features/preview';
import { ConflictNotice, resumeKeys, type SaveStatus, SaveStatusBadge } from '@/features/resumes';
import { apiRequest } from '@/lib/api-client';
import { useCoverLetter } from './api/cover-letter-queries';
import { downloadCoverLetter } from './api/cover-letter-requests';
import {
  type CoverLetterEditorStore,
  LETTER_LOAD_ERRORS,
  useCoverLetterEditor,
} from './use-cover-letter-editor';

type Field = Exclude<keyof CoverLetterContent, 'paragraphs'>;
const FIELDS: { key: Field; label: string }[] = [
  { key: 'recipient_name', label: 'Recipient name' },
  { key: 'recipient_title', label: 'Recipient title' },
  { key: 'company', label: 'Company' },
  { key: 'role', label: 'Role' },
  { key: 'date', label: 'Date' },
  { key: 'greeting', label: 'Greeting' },
];
const EXPORTS: { format: CoverLetterFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'Word' },
  { format: 'txt', label: 'TXT' },
  { format: 'md', label: 'Markdown' },
];

/** The schema's bound on the printed date (coverLetterContentSchema.date). */
const DATE_CHARS = 60;
const NOT_SAVED_FOR_DOWNLOAD =
  'Your latest edits have not reached the server yet, so the download would miss them. Try again in a moment.';

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Where keyboard focus goes after a paragraph moves, is added or removed. */
type FocusTarget = { index: number; control: 'text' | 'up' | 'down' | 'add' };

function ParagraphList({ paragraphs, onChange }: { paragraphs: string[]; onChange(next: string[]): void }) {
  const { min, max } = COVER_LETTER_LIMITS.paragraphs;
  const list = useRef<HTMLFieldSetElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  useEffect(() => {
    if (!focusTarget || !list.current) return;
    const { index, control } = focusTarget;
    const selector =
      control === 'add' ? '[data-control="add"]' : `[data-paragraph="${index}"] [data-control="${control}"]`;
    const target = list.current.querySelector<HTMLElement>(selector);
    // A move to the first or last place disables that button: focus its text instead.
    if (target && !(target as HTMLButtonElement).disabled) target.focus();
    else list.current.querySelector<HTMLElement>(`[data-paragraph="${index}"] textarea`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const moveTo = (from: number, to: number, control: 'up' | 'down') => {
    onChange(move(paragraphs, from, to));
    setFocusTarget({ index: to, control });
  };
  const remove = (i: number) => {
    const next = paragraphs.filter((_, j) => j !== i);
    onChange(next);
    setFocusTarget({ index: Math.min(i, next.length - 1), control: 'text' });
  };
  const add = () => {
    onChange([...paragraphs, '']);
    setFocusTarget({ index: paragraphs.length, control: 'text' });
  };
  return (
    <fieldset ref={list} className="min-w-0 space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">Paragraphs</legend>
      {paragraphs.map((text, i) => (
        // Paragraphs have no identity but their place; moving one moves its text with it.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} data-paragraph={i} className="flex flex-col gap-2 md:flex-row">
          <TextArea
            className="min-w-0 flex-1"
            label={`Paragraph ${i + 1}`}
            value={text}
            rows={5}
            maxLength={COVER_LETTER_LIMITS.paragraphChars}
            data-control="text"
            onValueChange={(value) => onChange(paragraphs.map((p, j) => (j === i ? value : p)))}
          />
          <div className="flex gap-1 md:flex-col md:pt-6">
            <Button
              variant="ghost"
              size="sm"
              data-control="up"
              aria-label={`Move paragraph ${i + 1} up`}
              disabled={i === 0}
              onClick={() => moveTo(i, i - 1, 'up')}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              data-control="down"
              aria-label={`Move paragraph ${i + 1} down`}
              disabled={i === paragraphs.length - 1}
              onClick={() => moveTo(i, i + 1, 'down')}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove paragraph ${i + 1}`}
              disabled={paragraphs.length <= min}
              onClick={() => remove(i)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        data-control="add"
        disabled={paragraphs.length >= max}
        onClick={add}
      >
        <Plus className="size-4" aria-hidden /> Add paragraph
      </Button>
    </fieldset>
  );
}

/**
 * The letter's page beside it, in its resume's design. The letter is read again for the resume it
 * goes with (the editor keeps only the fields a person edits), and that resume for its design:
 * only once the page is shown.
 */
function LetterSide({ id, letter }: { id: string; letter: CoverLetterContent }) {
  const resumeId = useCoverLetter(id).data?.resume_id;
  const resume = useQuery({
    queryKey: resumeKeys.one(resumeId ?? ''),
    queryFn: ({ signal }) => apiRequest<Resume>(`/resumes/${encodeURIComponent(resumeId ?? '')}`, { signal }),
    enabled: Boolean(resumeId),
  });
  // A resume deleted meanwhile (or unreadable) leaves the default design, as the download has.
  const waiting = resumeId === undefined || (resumeId !== null && resume.isPending);
  return <LetterPagePreview letter={letter} resume={waiting ? undefined : (resume.data ?? null)} />;
}

type Loaded = {
  store: CoverLetterEditorStore;
  letter: CoverLetterContent;
  status: SaveStatus;
  conflicts: string[];
  error: string | null;
};

function LetterEditor({ id, store, letter, status, conflicts, error }: Loaded & { id: string }) {
  const [exporting, setExporting] = useState<CoverLetterFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const edit = (changes: Partial<CoverLetterContent>) => store.edit((doc) => ({ ...doc, ...changes }));
  /** Sends the edits first: the server prints the saved letter. */
  const download = async (format: CoverLetterFormat) => {
    // The buttons stay enabled (and focused) while a file is prepared; a second press waits its turn.
    if (exporting) return;
    setExportError(null);
    setExporting(format);
    try {
      await store.flush();
      if (store.getState().status !== 'saved') throw new Error(NOT_SAVED_FOR_DOWNLOAD);
      await downloadCoverLetter(id, format);
    } catch (failure) {
      setExportError(failure instanceof Error ? failure.message : NOT_SAVED_FOR_DOWNLOAD);
    } finally {
      setExporting(null);
    }
  };
  const side = canDrawPreview ? <LetterSide id={id} letter={letter} /> : <CannotDrawPreview />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="min-w-0 break-words text-lg font-semibold">
          {[letter.role, letter.company].filter((part) => part.trim()).join(' at ') ||
            'Untitled cover letter'}
        </h2>
        <SaveStatusBadge status={status} />
      </div>
      <BesideTheForm side={side} label="Preview">
        {/* A letter is prose: a column a line of it can be read across. */}
        <div className="max-w-3xl space-y-6">
          <ConflictNotice
            subject="cover letter"
            conflicts={conflicts}
            onUseTheirs={() => store.takeTheirs()}
            onKeepMine={() => store.dismissConflicts()}
          />
          {status === 'error' && error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="grid gap-3 md:grid-cols-2">
            {FIELDS.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                value={letter[key]}
                maxLength={key === 'date' ? DATE_CHARS : COVER_LETTER_LIMITS.shortFieldChars}
                onValueChange={(value) => edit({ [key]: value })}
              />
            ))}
          </div>
          <ParagraphList paragraphs={letter.paragraphs} onChange={(paragraphs) => edit({ paragraphs })} />
          <div className="grid gap-3 md:grid-cols-2">
            <TextField
              label="Closing"
              value={letter.closing}
              maxLength={COVER_LETTER_LIMITS.shortFieldChars}
              onValueChange={(closing) => edit({ closing })}
            />
            <TextField
              label="Your name"
              value={letter.signature_name}
              maxLength={COVER_LETTER_LIMITS.shortFieldChars}
              onValueChange={(signature_name) => edit({ signature_name })}
            />
          </div>
          <section aria-labelledby="letter-downloads" className="space-y-2">
            <h2 id="letter-downloads" className="text-sm font-medium text-slate-700">
              Download, in your resume's design
            </h2>
            <div className="flex flex-wrap gap-2">
              {EXPORTS.map(({ format, label }) => (
                <Button
                  key={format}
                  variant="secondary"
                  size="sm"
                  onClick={() => void download(format)}
                  aria-disabled={exporting !== null || undefined}
                  aria-busy={exporting === format || undefined}
                >
                  <Download className="size-4" aria-hidden />
                  {exporting === format ? `Preparing ${label}…` : `Download ${label}`}
                </Button>
              ))}
            </div>
            {exportError && (
              <p role="alert" className="text-sm text-red-700">
                {exportError}
              </p>
            )}
          </section>
        </div>
      </BesideTheForm>
    </div>
  );
}

/** /cover-letters/:id — the letter's fields, saved as you type, to download in the resume's design. */
export function CoverLetterEditorPage() {
  const { id = '' } = useParams();
  const { store, doc, status, conflicts, error } = useCoverLetterEditor(id);
  return (
    <PageFrame
      title="Cover letter"
      description="Edit your letter: changes are saved as you type. Download it in your resume's design."
    >
      <p className="mb-4 text-sm">
        <Link to="/resumes" className="underline">
          Back to your resumes and letters
        </Link>
      </p>
      {store && doc ? (
        <LetterEditor
          id={id}
          store={store}
          letter={doc}
          status={status}
          conflicts={conflicts}
          error={error}
        />
      ) : status === 'error' ? (
        <p role="alert" className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-red-700">
          {error ?? LETTER_LOAD_ERRORS.loadError}
        </p>
      ) : (
        <FullPageSpinner label="Loading your cover letter" />
      )}
    </PageFrame>
  );
}
