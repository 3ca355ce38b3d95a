import { findTemplate } from '@resume/core';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { EditResume } from '../types';
import { PhotoError, shrinkPhoto } from './shrink-photo';

type Props = {
  /** The resume's photo ('' or absent: none). */
  photo: string | undefined;
  edit: EditResume;
};

/** The templates that print a photo, named for the hint: "Portrait". */
const withPhotoPlace = ['portrait']
  .map((id) => findTemplate(id)?.name)
  .filter(Boolean)
  .join(', ');

/**
 * The resume's optional photo: choose a picture (shrunk in the browser to fit the resume, see
 * shrink-photo.ts), see it, replace or remove it. One edit each, so Undo takes a change back.
 */
export function PhotoField({ photo, edit }: Props) {
  const inputId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const url = await shrinkPhoto(file);
      edit((d) => ({ ...d, photo: url }));
    } catch (cause) {
      setError(
        cause instanceof PhotoError ? cause.message : 'The photo could not be added: try another picture',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="space-y-2" data-field="photo">
      <legend className="text-sm font-medium text-slate-700">Photo</legend>
      <p id={hintId} className="text-xs text-slate-600">
        Optional. Printed only by templates with a place for it ({withPhotoPlace}); many employers prefer
        resumes without one.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {photo ? (
          <img
            src={photo}
            alt="As the resume prints it"
            className="size-16 rounded-full object-cover ring-1 ring-slate-300"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-400"
          >
            <ImagePlus className="size-6" />
          </span>
        )}
        <div>
          {/* The input itself is the control (keyboard and screen readers reach it); its label looks like a button. */}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={hintId}
            className="peer sr-only"
            disabled={busy}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2"
          >
            {busy ? 'Preparing the photo…' : photo ? 'Replace photo' : 'Choose a photo'}
          </label>
        </div>
        {photo && (
          <button
            type="button"
            onClick={() => edit((d) => ({ ...d, photo: '' }))}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-red-700"
          >
            <Trash2 className="size-4" aria-hidden /> Remove photo
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
