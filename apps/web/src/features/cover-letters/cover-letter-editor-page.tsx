import { COVER_LETTER_LIMITS, type CoverLetterContent, type CoverLetterFormat } from '@resume/core';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { PageFrame } from '@/components/ui/page-frame';
import { FullPageSpinner } from '@/components/ui/spinner';
import { BesideTheForm, CannotDrawPreview, canDrawPreview } from '@/features/preview';
import { ConflictNotice, type SaveStatus, SaveStatusBadge } from '@/features/resumes';
import { UndoRedoControls } from '@/features/versions';
import { downloadCoverLetter } from './api/cover-letter-requests';
import { LetterSide } from './letter-side';
import { ParagraphList } from './paragraph-list';
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
        <div className="flex flex-wrap items-center gap-2">
          <UndoRedoControls store={store} />
          <SaveStatusBadge status={status} error={error} />
        </div>
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
