import { useState } from 'react';
import type { Draft } from './draft';

/** A form's draft and a setter for one field, for the create and edit dialogs alike. */
export function useDraft(initial: Draft) {
  const [draft, setDraft] = useState(initial);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((was) => ({ ...was, [key]: value }));
  return { draft, setDraft, set };
}

export type DraftSetter = ReturnType<typeof useDraft>['set'];
