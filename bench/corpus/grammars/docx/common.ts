/** What the Word-style grammars share: a look drawn per resume, page setup, lists, and common blocks. */
import {
  AlignmentType,
  BorderStyle,
  Document,
  type IRunOptions,
  type ISectionOptions,
  type IStylesOptions,
  LevelFormat,
  type NumberingDefinition,
  Packer,
  Paragraph,
  type ParagraphChild,
  Tab,
  TableBorders,
  TabStopType,
  TextRun,
} from 'docx';
import type { Source } from '../../grammar';
import type { GenResume, Lang, Period } from '../../model';
import type { Rng } from '../../random';
import type { SectionKind } from '../../sections';

/**
 * Fonts as a Word user picks them; LibreOffice prints them with its metric twins (Carlito, Caladea,
 * Liberation), as it does for documents made in Word.
 */
export const SANS = ['Calibri', 'Arial', 'Calibri', 'Liberation Sans'];
export const SERIF = ['Cambria', 'Times New Roman', 'Liberation Serif'];

/** One resume's styling: the grammar's layout stays, these details vary. */
export interface Look {
  font: string;
  /** Body size in half-points, as Word stores it (22 = 11 pt). */
  size: number;
  /** Hex colour for headings and rules. */
  accent: string;
  bullet: string;
  /** Between contact items. */
  sep: string;
  paper: 'A4' | 'Letter';
  /** Page margin in twips (1440 = one inch). */
  margin: number;
}

const ACCENTS = ['000000', '1F3864', '2E74B5', '404040', '385623', '7B2C2C', '1F4E79', '595959'];

export function pickLook(rng: Rng, fonts: string[] = [...SANS, ...SERIF]): Look {
  return {
    font: rng.pick(fonts),
    size: rng.pick([20, 21, 22, 22, 23]),
    accent: rng.pick(ACCENTS),
    bullet: rng.pick(['•', '•', '•', '–', '▪', '◦']),
    sep: rng.pick([' | ', ' · ', ' • ', '  |  ', ' — ']),
    paper: rng.pick(['A4', 'Letter']),
    margin: rng.pick([720, 864, 1008, 1080, 1440]),
  };
}

const PAPER = { A4: { width: 11906, height: 16838 }, Letter: { width: 12240, height: 15840 } };

/** Width between the margins, in twips: where a right tab stop goes. */
export const textWidth = (look: Look) => PAPER[look.paper].width - 2 * look.margin;

export function pageOf(look: Look): NonNullable<ISectionOptions['properties']> {
  const m = look.margin;
  return {
    page: {
      size: PAPER[look.paper],
      margin: {
        top: m,
        bottom: m,
        left: m,
        right: m,
        header: Math.min(708, m / 2),
        footer: Math.min(708, m / 2),
      },
    },
  };
}

/** The reference of the bullet list every grammar declares. */
export const BULLETS = 'bullets';

/** A Word bullet list (numbering part), as Word's bullet button makes one. */
export function bulletList(look: Look, indent = 360): NumberingDefinition {
  return {
    reference: BULLETS,
    levels: [
      {
        level: 0,
        format: LevelFormat.BULLET,
        text: look.bullet,
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: indent + 360, hanging: 360 } } },
      },
    ],
  };
}

export const bullet = (text: string, after = 0) =>
  new Paragraph({
    numbering: { reference: BULLETS, level: 0 },
    spacing: { after },
    children: [run(text)],
  });

/** Body font and size for the whole document, no spacing after paragraphs unless a grammar asks. */
export function stylesOf(look: Look, extra: IStylesOptions = {}): IStylesOptions {
  return {
    ...extra,
    default: {
      ...extra.default,
      document: {
        run: { font: look.font, size: look.size },
        paragraph: { spacing: { after: 0, line: 252 } },
      },
    },
  };
}

export async function toSource(doc: Document): Promise<Source> {
  return { producer: 'docx', docx: new Uint8Array(await Packer.toBuffer(doc)) };
}

/** A document with one section, the look's page and bullet list. */
export function documentOf(
  look: Look,
  children: ISectionOptions['children'],
  options: {
    styles?: IStylesOptions;
    headers?: ISectionOptions['headers'];
    footers?: ISectionOptions['footers'];
  } = {},
): Document {
  return new Document({
    creator: 'Microsoft Office User',
    styles: stylesOf(look, options.styles),
    numbering: { config: [bulletList(look)] },
    sections: [{ properties: pageOf(look), headers: options.headers, footers: options.footers, children }],
  });
}

/** A line with text at the left and text against the right margin, by a right tab stop. */
export function tabLine(
  look: Look,
  left: ParagraphChild[],
  right: ParagraphChild[],
  options: { before?: number; after?: number; keepNext?: boolean } = {},
): Paragraph {
  const tail = right.length > 0 ? [new TextRun({ children: [new Tab()] }), ...right] : [];
  return new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: textWidth(look) }],
    spacing: { before: options.before ?? 0, after: options.after ?? 0 },
    keepNext: options.keepNext ?? true,
    children: [...left, ...tail],
  });
}

export const NO_BORDERS = TableBorders.NONE;

export const bottomRule = (look: Look, size = 6) => ({
  bottom: { style: BorderStyle.SINGLE, size, color: look.accent, space: 1 },
});

/** Email, phone, location and URL, the ones the resume has, in the order people print them. */
export function contacts(resume: GenResume): string[] {
  return [resume.email, resume.phone, resume.location, resume.url].filter((c): c is string => c !== null);
}

export type SectionKey = SectionKind;
export { hasSection as has, sectionOrder } from '../../sections';

const AND: Record<Lang, string> = { en: 'and', fr: 'et', de: 'und', es: 'y' };

/**
 * "R, Python, SQL and Excel". When an item has the conjunction in it ("Shipping and Receiving"),
 * commas only: a reader could not tell where such an item ends.
 */
export function andList(items: string[], lang: Lang): string {
  const and = AND[lang];
  if (items.length < 2 || items.some((i) => i.split(/\s+/).includes(and))) return items.join(', ');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** A skill group as one line: "Languages: Python, Go" or just the items. */
export const skillLine = (label: string | null, items: string[]) =>
  (label ? `${label}: ` : '') + items.join(', ');

/** The label the sidebar grammars give the contact block, in the resume's language. */
export const CONTACT: Record<Lang, string> = { en: 'Contact', fr: 'Contact', de: 'Kontakt', es: 'Contacto' };

/** "Name – description" or "Name: description", one per resume. */
export const projectSep = (rng: Rng) => rng.pick([' – ', ': ', ' — ']);

/** A period whose start and end can go in two places without repeating one ("Summer 2019"). */
export const splittable = (p: Period) => p.startText !== '' && p.startText !== p.endText;

/**
 * A run of text. A word joiner (U+2060, invisible, read as nothing by text extraction) follows each
 * hyphen: Word and LibreOffice break lines after a hyphen, splitting "Aix-en-Provence" or "2019-05"
 * over two lines. (U+2011, the non-breaking hyphen, prints as "- " or vanishes in fonts without it.)
 */
export const run = (text: string, options: Omit<IRunOptions, 'text'> = {}) =>
  new TextRun({ ...options, text: text.replace(/-/g, '-\u2060') });

/**
 * A date or a contact kept on one line: no-break spaces, and word joiners around dashes (both read
 * as a space and as nothing by text extraction), as one types Ctrl+Shift+Space in Word.
 */
export const keep = (text: string) => text.replace(/ /g, '\u00a0').replace(/[–—]/g, '\u2060$&\u2060');

/** How a grammar prints the short sections (skills, projects, certifications, languages). */
export interface ExtrasStyle {
  /** Certifications as bullets rather than plain lines. */
  certBullets: boolean;
  projectSep: string;
  /** Between spoken languages on their one line. */
  langSep: string;
  after: number;
}

export function pickExtras(rng: Rng): ExtrasStyle {
  return {
    certBullets: rng.chance(0.5),
    projectSep: projectSep(rng),
    langSep: rng.pick([', ', ' · ', ' | ']),
    after: rng.pick([0, 40, 60]),
  };
}

/** The body of a short section, in the plain way people type it in Word. */
export function extrasBody(
  resume: GenResume,
  key: 'skills' | 'projects' | 'certifications' | 'languages',
  style: ExtrasStyle,
): Paragraph[] {
  const line = (children: ParagraphChild[]) => new Paragraph({ spacing: { after: style.after }, children });
  switch (key) {
    case 'skills':
      return resume.skills
        .filter((g) => g.items.length > 0)
        .map((g) =>
          line([...(g.label ? [run(`${g.label}: `, { bold: true })] : []), run(g.items.join(', '))]),
        );
    case 'projects':
      return resume.projects.map((p) =>
        line([run(p.name, { bold: true }), run(`${style.projectSep}${p.description}`)]),
      );
    case 'certifications':
      return resume.certifications.map((c) => (style.certBullets ? bullet(c, style.after) : line([run(c)])));
    case 'languages':
      return [line([run(resume.languages.join(style.langSep))])];
  }
}
