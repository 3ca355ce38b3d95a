import type { ResumeData } from '@resume/core';
import { useLayoutEffect, useRef } from 'react';
import { TextArea, TextField } from '@/components/ui/fields';
import { AddEntryButton } from '../components/add-entry-button';
import { EntryCard } from '../components/entry-card';
import { MonthField } from '../components/month-field';
import { move, removeAt, replaceAt } from '../list-ops';
import type { StepProps } from '../types';
import type { ExtraItem, ExtrasList, ExtrasSpec } from './extras-specs';

function listOf<K extends ExtrasList>(data: ResumeData, list: K): ExtraItem<K>[] {
  return (data.extras?.[list] ?? []) as ExtraItem<K>[];
}

function withList<K extends ExtrasList>(data: ResumeData, list: K, items: ExtraItem<K>[]): ResumeData {
  const extras = data.extras ?? { languages: [], certifications: [], projects: [], links: [] };
  return { ...data, extras: { ...extras, [list]: items } };
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
  const change = (next: (items: ExtraItem<K>[]) => ExtraItem<K>[]) =>
    edit((d) => withList(d, spec.list, next(listOf(d, spec.list))));
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
      {items.map((item, i) => {
        const path = `extras.${spec.list}.${i}`;
        return (
          <EntryCard
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; order is their identity
            key={i}
            title={spec.title(item) || `${spec.noun} ${i + 1}`}
            field={path}
            index={i}
            count={items.length}
            onMove={(to) => change((list) => move(list, i, to))}
            onRemove={() => change((list) => removeAt(list, i))}
          >
            <ExtraFields
              spec={spec}
              item={item}
              path={path}
              onChange={(next) => change((list) => replaceAt(list, i, next))}
            />
          </EntryCard>
        );
      })}
      <AddEntryButton
        list={spec.list}
        count={items.length}
        onAdd={() => {
          added.current = items.length;
          change((list) => [...list, spec.empty()]);
        }}
      >
        {spec.addLabel}
      </AddEntryButton>
    </section>
  );
}
