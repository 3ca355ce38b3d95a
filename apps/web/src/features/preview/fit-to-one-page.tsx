import type { ResumeData } from '@resume/core';
import { LoaderCircle, Minimize2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { EditResume } from '@/features/builder';
import { pageCount } from './fit-note';
import type { PreviewOptions } from './render-protocol';
import { type FitState, useFitOnePage } from './use-fit-one-page';

type Props = {
  data: ResumeData;
  options: PreviewOptions;
  edit: EditResume;
  /** Pages of the PDF on screen. */
  pages: number;
};

function FitNote({ state }: { state: FitState }) {
  if (state.status === 'cannot')
    return `Even at the tightest readable settings this resume needs ${pageCount(state.pages)}.`;
  if (state.status === 'failed') return `The resume could not be fitted: ${state.message}`;
  return null;
}

/**
 * Beside "spills N lines onto page 2": tightens line spacing, margins and text size, within
 * readable bounds, until the resume fits one page, or says it cannot.
 */
export function FitToOnePage({ data, options, edit, pages }: Props) {
  const { state, fit } = useFitOnePage(data, options, edit);
  const fitting = state.status === 'fitting';
  if (pages <= 1 && state.status === 'idle') return null;
  return (
    <div className="flex basis-full flex-wrap items-center justify-end gap-x-3 gap-y-1">
      <p aria-live="polite" className="text-sm text-slate-700" data-testid="fit-one-page-note">
        <FitNote state={state} />
      </p>
      {pages > 1 && (
        <Button variant="secondary" size="sm" disabled={fitting} onClick={() => void fit()}>
          {fitting ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <Minimize2 className="size-4" aria-hidden />
          )}
          {fitting ? 'Fitting to one page…' : 'Fit to one page'}
        </Button>
      )}
    </div>
  );
}
