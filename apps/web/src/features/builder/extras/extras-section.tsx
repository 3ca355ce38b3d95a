import type { ResumeData } from '@resume/core';
import { memo, useLayoutEffect, useRef } from 'react';
import { TextArea, TextField } from '@/components/ui/fields';
import { AddEntryButton } from '../components/add-entry-button';
import { EntryCard } from '../components/entry-card';
import { MonthField } from '../components/month-field';
import { move, removeAt, replaceAt } from '../list-ops';
import type { EditResume, StepProps } from '../types';
import type { ExtraItem, ExtrasList, ExtrasSpec } from './extras-specs';

function listOf<K extends ExtrasList>(data: ResumeData, list: K): ExtraItem<K>[] {
  return (data.extras?.[list] ?? []) as ExtraItem<K>[];
}

function withList<K extends ExtrasList>(data: ResumeData, list: K, items: ExtraItem<K>[]): ResumeData {
  const extras = data.extras ?? { languages: [], certifications: [], projects: [], links: [] };
  return { ...data, extras: { ...extras, [list]: items } };
}

type ListChange<K extends ExtrasList> = (items: ExtraItem<K>[]) => ExtraItem<K>[];

function editList<K extends ExtrasList>(edit: EditResume, list: K, change: ListChange<K>): void {
  edit((d) => withList(d, list, change(listOf(d, list))));
}

type FieldsProps<K extends ExtrasList> = {
  spec: ExtrasSpec<K>;
  item: ExtraItem<K>;
  path: string;
  onChange(item: ExtraItem<K>): void;
};

function ExtraFields<K extends ExtrasList>({ spec, item, path, onChange }: FieldsProps<K>) {
  const values = item as Record<string, string>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {spec.fields.map(({ key, label, kind = 'text', wide, placeholder }) => {
        const common = {
          label,
          value: values[key] ?? '',
          onValueChange: (value: string) => onChange({ ...item, [key]: value }),
        };
        const field = `${path}.${key}`;
        if (kind === 'month') return <MonthField key={key} {...common} field={field} />;
        const className = wide ? 'md:col-span-2' : undefined;
        if (kind === 'multiline')
          return <TextArea key={key} {...common} rows={3} data-field={field} className={className} />;
        return (
          <TextField
            key={key}
            {...common}
            type={kind === 'url' ? 'url' : 'text'}
            inputMode={kind === 'url' ? 'url' : undefined}
            placeholder={placeholder}
            data-field={field}
            className={className}
          />
        );
      })}
    </div>
  );
}

type EntryProps<K extends ExtrasList> = {
  spec: ExtrasSpec<K>;
  item: ExtraItem<K>;
  index: number;
  count: number;
  edit: EditResume;
};

function ExtrasEntryView<K extends ExtrasList>({ spec, item, index, count, edit }: EntryProps<K>) {
  const path = `extras.${spec.list}.${index}`;
  const change = (next: ListChange<K>) => editList(edit, spec.list, next);
  return (
    <EntryCard
      title={spec.title(item) || `${spec.noun} ${index + 1}`}
      field={path}
      index={index}
      count={count}
      onMove={(to) => change((list) => move(list, index, to))}
      onRemove={() => change((list) => removeAt(list, index))}
    >
      <ExtraFields
        spec={spec}
        item={item}
        path={path}
        onChange={(next) => change((list) => replaceAt(list, index, next))}
      />
    </EntryCard>
  );
}

/** One entry; memoised, so typing in one entry leaves the others unrendered. */
const ExtrasEntry = memo(ExtrasEntryView) as typeof ExtrasEntryView;

/**
 * One optional list of the resume (projects, certifications, languages, links): add, edit, reorder
 * and remove its entries, as the builder does for positions and schools.
 */
export function ExtrasSection<K extends ExtrasList>({
  spec,
  data,
  edit,
}: StepProps & { spec: ExtrasSpec<K> }) {
  const items = listOf(data, spec.list);
  const root = useRef<HTMLElement>(null);
  // A new entry takes the focus, so a keyboard user types its name straight away.
  const added = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (added.current === null) return;
    root.current
      ?.querySelector<HTMLElement>(`[data-field^="extras.${spec.list}.${added.current}."]`)
      ?.focus();
    added.current = null;
  });
  const headingId = `extras-${spec.list}`;

  return (
    <section
      ref={root}
      aria-labelledby={headingId}
      data-field={`extras.${spec.list}`}
      className="space-y-4 border-t border-slate-200 pt-6"
    >
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          {spec.heading} <span className="text-sm font-normal text-slate-600">(optional)</span>
        </h3>
        {items.length === 0 && <p className="mt-1 text-sm text-slate-600">{spec.hint}</p>}
      </div>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; order is their identity
        <ExtrasEntry key={i} spec={spec} item={item} index={i} count={items.length} edit={edit} />
      ))}
      <AddEntryButton
        list={spec.list}
        count={items.length}
        onAdd={() => {
          added.current = items.length;
          editList(edit, spec.list, (list) => [...list, spec.empty()]);
        }}
      >
        {spec.addLabel}
      </AddEntryButton>
    </section>
  );
}
