import {
  arrangedSections,
  isBuiltInSection,
  type LaidOutSection,
  type ResumeData,
  SECTION_TITLES,
  type SectionKey,
  templateSectionOrder,
} from '@resume/core';
import { ArrowDown, ArrowUp, ChevronDown, ChevronUp, Eye, EyeOff, GripVertical, Trash2 } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AddEntryButton } from '../components/add-entry-button';
import type { EditResume } from '../types';
import { CustomSectionEditor } from './custom-section-editor';
import {
  addCustomSection,
  hideSection,
  moveSection,
  newSectionId,
  removeCustomSection,
  renameSection,
  updateCustomSection,
} from './section-edits';

/** `template`: the resume's; until the person moves a section, the list shows the order it prints. */
type Props = { data: ResumeData; template: string; edit: EditResume };

const inputClass =
  'min-w-32 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20';

/** What a row's controls call the section: its printed heading, or what it is when unnamed. */
const nameOf = (section: LaidOutSection) => section.heading;

function HeadingInput({
  data,
  section,
  edit,
}: {
  data: ResumeData;
  section: LaidOutSection;
  edit: EditResume;
}) {
  const { customId } = section;
  if (customId !== undefined) {
    const custom = data.custom_sections?.find((s) => s.id === customId);
    return (
      <input
        className={inputClass}
        aria-label={`Heading of ${nameOf(section)}`}
        placeholder="Heading, e.g. Volunteering"
        value={custom?.heading ?? ''}
        maxLength={80}
        onChange={(e) => {
          const heading = e.target.value;
          edit((d) => updateCustomSection(d, customId, (s) => ({ ...s, heading })));
        }}
      />
    );
  }
  if (!isBuiltInSection(section.key)) return null;
  const builtIn = section.key;
  return (
    <input
      className={inputClass}
      aria-label={`Heading of ${SECTION_TITLES[builtIn]}`}
      placeholder={SECTION_TITLES[builtIn]}
      value={data.sections?.headings?.[builtIn] ?? ''}
      maxLength={80}
      onChange={(e) => {
        const heading = e.target.value;
        edit((d) => renameSection(d, builtIn, heading));
      }}
    />
  );
}

const EDGE_BUTTON = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/**
 * "Sections your way": the resume's sections in print order. Each can be dragged by its handle or
 * moved with its arrow buttons (keyboard and touch), renamed, hidden and shown again; sections of
 * the person's own are added, filled in and removed here. Every template and export follows.
 */
export function SectionsManager({ data, template, edit }: Props) {
  const headingId = useId();
  const templateOrder = templateSectionOrder(template);
  const sections = arrangedSections(data, templateOrder);
  const [dragged, setDragged] = useState<SectionKey | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const move = (section: LaidOutSection, offset: number) => {
    const at = sections.findIndex((s) => s.key === section.key);
    const to = Math.min(Math.max(at + offset, 0), sections.length - 1);
    edit((d) => moveSection(d, section.key, offset, templateOrder));
    setAnnouncement(`${nameOf(section)} moved to position ${to + 1} of ${sections.length}.`);
  };
  const drop = (event: DragEvent, target: LaidOutSection) => {
    event.preventDefault();
    const key = dragged;
    setDragged(null);
    if (!key) return;
    const from = sections.findIndex((s) => s.key === key);
    const to = sections.findIndex((s) => s.key === target.key);
    const moving = sections[from];
    if (from < 0 || to < 0 || from === to || !moving) return;
    move(moving, to - from);
  };
  const add = () => {
    const id = newSectionId(data);
    edit((d) => addCustomSection(d, id));
    setOpenId(id);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Sections
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Drag a section by its handle or use the arrows to change the order. Rename a heading, hide a section,
        or add one of your own. Every template and download follows.
      </p>
      <ol className="mt-4 space-y-2" aria-label="Sections in print order">
        {sections.map((section, index) => {
          const name = nameOf(section);
          const custom =
            section.customId === undefined
              ? undefined
              : data.custom_sections?.find((s) => s.id === section.customId);
          const open = custom !== undefined && openId === custom.id;
          return (
            <li
              key={section.key}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => drop(e, section)}
              className={`rounded-lg border p-2 ${dragged === section.key ? 'border-brand-600' : 'border-slate-200'} ${section.hidden ? 'bg-slate-50' : 'bg-white'}`}
              data-section={section.key}
            >
              <div className="flex flex-wrap items-center gap-1">
                <span
                  aria-hidden
                  draggable
                  onDragStart={(e) => {
                    setDragged(section.key);
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', section.key);
                  }}
                  onDragEnd={() => setDragged(null)}
                  className="cursor-grab p-1 text-slate-500"
                  title="Drag to reorder"
                  data-drag-handle
                >
                  <GripVertical className="size-4" aria-hidden />
                </span>
                <HeadingInput data={data} section={section} edit={edit} />
                {section.hidden && <span className="text-xs text-slate-600">Hidden</span>}
                {/* aria-disabled, not disabled: a button that reaches the edge keeps the focus it has. */}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${name} up`}
                  aria-disabled={index === 0}
                  className={EDGE_BUTTON}
                  onClick={() => index > 0 && move(section, -1)}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Move ${name} down`}
                  aria-disabled={index === sections.length - 1}
                  className={EDGE_BUTTON}
                  onClick={() => index < sections.length - 1 && move(section, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${section.hidden ? 'Show' : 'Hide'} ${name}`}
                  onClick={() => edit((d) => hideSection(d, section.key, !section.hidden))}
                >
                  {section.hidden ? (
                    <EyeOff className="size-4" aria-hidden />
                  ) : (
                    <Eye className="size-4" aria-hidden />
                  )}
                </Button>
                {custom && (
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={open}
                      aria-label={`Entries of ${name}`}
                      onClick={() => setOpenId(open ? null : custom.id)}
                    >
                      {open ? (
                        <ChevronUp className="size-4" aria-hidden />
                      ) : (
                        <ChevronDown className="size-4" aria-hidden />
                      )}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${name}`}
                      onClick={() => edit((d) => removeCustomSection(d, custom.id))}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </>
                )}
              </div>
              {custom && open && (
                <div className="mt-3">
                  <CustomSectionEditor
                    section={custom}
                    heading={name}
                    onChange={(next) => edit((d) => updateCustomSection(d, custom.id, () => next))}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <AddEntryButton
        list="custom_sections"
        count={data.custom_sections?.length ?? 0}
        onAdd={add}
        className="mt-3"
        size="sm"
      >
        Add a section of your own
      </AddEntryButton>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
