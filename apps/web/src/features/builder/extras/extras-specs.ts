import { DEFAULT_GUIDANCE, type Extras } from '@resume/core';
import type { BuilderStepId } from '../types';

/** The optional lists a resume may hold beyond the builder's five steps. */
export type ExtrasList = keyof Extras;
export type ExtraItem<K extends ExtrasList> = Extras[K][number];

export type ExtraField<T> = {
  key: keyof T & string;
  label: string;
  kind?: 'text' | 'url' | 'month' | 'multiline';
  /** Spans both columns of the entry's grid (long values: a URL, a description). */
  wide?: boolean;
  placeholder?: string;
};

export type ExtrasSpec<K extends ExtrasList> = {
  list: K;
  /** The builder step it is edited on: the one closest to it (links with the contacts, …). */
  step: BuilderStepId;
  heading: string;
  /** Why a person would fill this list, shown while it is empty. */
  hint: string;
  addLabel: string;
  /** What an entry is called until it has a name ("Project 2"). */
  noun: string;
  empty(): ExtraItem<K>;
  title(item: ExtraItem<K>): string;
  fields: ExtraField<ExtraItem<K>>[];
};

const named = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');

export const LINKS: ExtrasSpec<'links'> = {
  list: 'links',
  step: 'contacts',
  heading: 'Links',
  hint: 'A portfolio, a publication or anything else worth a click.',
  addLabel: 'Add a link',
  noun: 'Link',
  empty: () => ({ label: '', url: '' }),
  title: (link) => link.label.trim() || link.url.trim(),
  fields: [
    { key: 'label', label: 'Label', placeholder: 'e.g. Portfolio' },
    { key: 'url', label: 'URL', kind: 'url', placeholder: 'https://' },
  ],
};

export const PROJECTS: ExtrasSpec<'projects'> = {
  list: 'projects',
  step: 'experience',
  heading: 'Projects',
  // Shown as the person's guidance words it (section-views.tsx); this is the wording without answers.
  hint: DEFAULT_GUIDANCE.hints.projects,
  addLabel: 'Add a project',
  noun: 'Project',
  empty: () => ({ name: '', description: '', url: '' }),
  title: (project) => project.name.trim(),
  fields: [
    { key: 'name', label: 'Project name' },
    { key: 'url', label: 'URL', kind: 'url', placeholder: 'https://' },
    { key: 'description', label: 'Description', kind: 'multiline', wide: true },
  ],
};

export const CERTIFICATIONS: ExtrasSpec<'certifications'> = {
  list: 'certifications',
  step: 'education',
  heading: 'Certifications',
  hint: 'Licences and certificates, with who issued them and when.',
  addLabel: 'Add a certification',
  noun: 'Certification',
  empty: () => ({ name: '', issuer: '', date: '' }),
  title: (cert) => named(cert.name, cert.issuer),
  fields: [
    { key: 'name', label: 'Certification', wide: true },
    { key: 'issuer', label: 'Issued by' },
    { key: 'date', label: 'Date', kind: 'month' },
  ],
};

export const LANGUAGES: ExtrasSpec<'languages'> = {
  list: 'languages',
  step: 'skills',
  heading: 'Languages',
  hint: 'The languages you speak, with how well.',
  addLabel: 'Add a language',
  noun: 'Language',
  empty: () => ({ name: '', level: '' }),
  title: (language) => language.name.trim(),
  fields: [
    { key: 'name', label: 'Language' },
    { key: 'level', label: 'Level', placeholder: 'e.g. Native, Fluent, B2' },
  ],
};

/** Every optional list, in the order of the steps that edit them. */
export const EXTRAS_SPECS = [LINKS, PROJECTS, CERTIFICATIONS, LANGUAGES] as const;

/** The step each optional list is edited on. */
export const EXTRAS_STEPS = Object.fromEntries(EXTRAS_SPECS.map((spec) => [spec.list, spec.step])) as Record<
  ExtrasList,
  BuilderStepId
>;

/** The step that edits an optional list, or null for a name that is not one. */
export const stepOfExtras = (list: string): BuilderStepId | null =>
  Object.hasOwn(EXTRAS_STEPS, list) ? EXTRAS_STEPS[list as ExtrasList] : null;
