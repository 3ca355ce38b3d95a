import type { TailorChange } from '@resume/core';
import { WordDiff } from '@/features/ai-writer';

/** What a proposed change does, in words, for its card's heading. */
export function changeTitle(change: TailorChange): string {
  switch (change.kind) {
    case 'summary':
      return 'Rewrite the summary toward this job';
    case 'skills_order':
      return 'Put the skills this job asks for first';
    case 'achievements_order':
      return `Move the most relevant achievements up: ${[change.job_title, change.company].filter(Boolean).join(', ')}`;
    case 'add_skill':
      return `Add ${change.skill} to your skills`;
  }
}

function OrderedList({ items, label }: { items: string[]; label: string }) {
  return (
    <ol aria-label={label} className="list-decimal space-y-0.5 pl-5 text-sm text-slate-800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}

/** The change itself: the summary as a word diff, orders as the new list, a skill as the posting's ask. */
export function ChangeBody({ change }: { change: TailorChange }) {
  switch (change.kind) {
    case 'summary':
      return <WordDiff before={change.before} after={change.after} warnings={[]} />;
    case 'skills_order':
      return <OrderedList items={change.after} label="Skills in the new order" />;
    case 'achievements_order':
      return <OrderedList items={change.after} label="Achievements in the new order" />;
    case 'add_skill':
      return (
        <p className="text-sm text-slate-700">
          The posting lists {change.skill} as {change.required ? 'a requirement' : 'nice to have'}, and your
          resume does not show it. Add it only if you have it.
        </p>
      );
  }
}
