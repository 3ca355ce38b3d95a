import type { ResumeData } from '@resume/core';
import { useState } from 'react';
import type { EditResume } from '@/features/builder';
import { withDesignChoices } from '@/features/design';
import { fitOnePage } from './fit-one-page';
import type { PreviewOptions } from './render-protocol';

export type FitState =
  | { status: 'idle' }
  | { status: 'fitting' }
  /** Even the tightest readable design needs `pages` pages. */
  | { status: 'cannot'; pages: number }
  | { status: 'failed'; message: string };

const IDLE: FitState = { status: 'idle' };

/**
 * "Fit to one page" for the previewed resume: the fitted sizes, spacing and margins are saved as one
 * edit of its design, so they undo as any design change does. What it could not do is said until
 * the resume changes.
 */
export function useFitOnePage(data: ResumeData, options: PreviewOptions, edit: EditResume) {
  // With the resume it was found for: a note about an older one no longer holds.
  const [found, setFound] = useState<{ state: FitState; about: ResumeData }>({ state: IDLE, about: data });
  const state = found.about === data || found.state.status === 'fitting' ? found.state : IDLE;

  const fit = async () => {
    const about = data;
    setFound({ state: { status: 'fitting' }, about });
    try {
      const outcome = await fitOnePage(about, options);
      if (!outcome.fits) return setFound({ state: { status: 'cannot', pages: outcome.pages }, about });
      setFound({ state: IDLE, about });
      if (outcome.tightened) edit((current) => withDesignChoices(current, outcome.choices));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFound({ state: { status: 'failed', message }, about });
    }
  };
  return { state, fit };
}
