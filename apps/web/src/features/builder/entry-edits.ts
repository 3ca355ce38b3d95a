import type { ResumeData } from '@resume/core';
import { move, removeAt, replaceAt } from './list-ops';
import type { EditResume } from './types';

type EntryList = 'experience' | 'education';
type EntryOf<L extends EntryList> = ResumeData[L][number];

/** The edits of one entry of a list (move, remove, replace), each applied to the latest resume. */
export function entryEdits<L extends EntryList>(edit: EditResume, list: L, index: number) {
  const change = (next: (items: EntryOf<L>[]) => EntryOf<L>[]) =>
    edit((d) => ({ ...d, [list]: next(d[list] as EntryOf<L>[]) }));
  return {
    onMove: (to: number) => change((items) => move(items, index, to)),
    onRemove: () => change((items) => removeAt(items, index)),
    onChange: (entry: EntryOf<L>) => change((items) => replaceAt(items, index, entry)),
  };
}
