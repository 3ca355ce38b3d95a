import {
  COVER_LETTER_LIMITS,
  type CoverLetter,
  type CoverLetterContent,
  type CoverLetterFormat,
} from '@resume/core';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextArea, TextField } from '@/components/ui/fields';
import { PageFrame } from '@/components/ui/page-frame';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCoverLetter, useSaveCoverLetter } from './api/cover-letter-queries';
import { downloadCoverLetter } from './api/cover-letter-requests';

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

const contentOf = ({
  id: _i,
  resume_id: _r,
  job_description: _j,
  version: _v,
  created_at: _c,
  updated_at: _u,
  ...content
}: CoverLetter): CoverLetterContent => content;

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function ParagraphList({ paragraphs, onChange }: { paragraphs: string[]; onChange(next: string[]): void }) {
  const { min, max } = COVER_LETTER_LIMITS.paragraphs;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">Paragraphs</legend>
      {paragraphs.map((text, i) => (
        // Paragraphs have no identity but their place; moving one moves its text with it.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} className="flex flex-col gap-2 md:flex-row">
          <TextArea
            className="flex-1"
            label={`Paragraph ${i + 1}`}
            value={text}
            rows={4}
            onValueChange={(value) => onChange(paragraphs.map((p, j) => (j === i ? value : p)))}
          />
          <div className="flex gap-1 md:flex-col md:pt-6">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move paragraph ${i + 1} up`}
              disabled={i === 0}
              onClick={() => onChange(move(paragraphs, i, i - 1))}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move paragraph ${i + 1} down`}
              disabled={i === paragraphs.length - 1}
              onClick={() => onChange(move(paragraphs, i, i + 1))}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove paragraph ${i + 1}`}
              disabled={paragraphs.length <= min}
              onClick={() => onChange(paragraphs.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        disabled={paragraphs.length >= max}
        onClick={() => onChange([...paragraphs, ''])}
      >
        <Plus className="size-4" aria-hidden /> Add paragraph
      </Button>
    </fieldset>
  );
}

function LetterEditor({ letter }: { letter: CoverLetter }) {
  const save = useSaveCoverLetter(letter.id);
  const [draft, setDraft] = useState<CoverLetterContent>(() => contentOf(letter));
  const [dirty, setDirty] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const edit = (changes: Partial<CoverLetterContent>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setDirty(true);
  };
  const submit = () =>
    save.mutate({ version: letter.version, ...draft }, { onSuccess: () => setDirty(false) });
  const download = (format: CoverLetterFormat) => {
    setExportError(null);
    downloadCoverLetter(letter.id, format).catch((error: Error) => setExportError(error.message));
  };
  const status = save.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved';
  return (
    <div className="space-y-4">
      <div className="grid gap-3 md:grid-cols-2">
        {FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            value={draft[key]}
            onValueChange={(value) => edit({ [key]: value })}
          />
        ))}
      </div>
      <ParagraphList paragraphs={draft.paragraphs} onChange={(paragraphs) => edit({ paragraphs })} />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField label="Closing" value={draft.closing} onValueChange={(closing) => edit({ closing })} />
        <TextField
          label="Your name"
          value={draft.signature_name}
          onValueChange={(signature_name) => edit({ signature_name })}
        />
      </div>
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={submit} disabled={save.isPending || !dirty}>
          Save
        </Button>
        <span role="status" className="text-sm text-slate-500">
          {status}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {EXPORTS.map(({ format, label }) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            onClick={() => download(format)}
            disabled={dirty}
          >
            Download {label}
          </Button>
        ))}
      </div>
      {dirty && <p className="text-sm text-slate-500">Save your changes to download them.</p>}
      {exportError && (
        <p role="alert" className="text-sm text-red-700">
          {exportError}
        </p>
      )}
    </div>
  );
}

/** /cover-letters/:id — the letter's fields to edit, save and download. */
export function CoverLetterEditorPage() {
  const { id = '' } = useParams();
  const letter = useCoverLetter(id);
  return (
    <PageFrame
      title="Cover letter"
      description="Edit your letter, save it, then download it in your resume's design."
    >
      <p className="mb-4 text-sm">
        <Link to="/resumes" className="underline">
          Back to your resumes and letters
        </Link>
      </p>
      {letter.isPending ? (
        <FullPageSpinner label="Loading your cover letter" />
      ) : letter.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {letter.error.message}
        </p>
      ) : (
        <LetterEditor key={`${letter.data.id}`} letter={letter.data} />
      )}
    </PageFrame>
  );
}
